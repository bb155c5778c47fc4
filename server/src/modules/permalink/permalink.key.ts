/**
 * Permalink keys: opaque strings that encode the key_value row id together with a MAC over the row's
 * random uuid. Superset encodes the id with a secret-salted hashids (REST ref §6.12: opaque, ≥ 11
 * characters); here the secret is SECRET_KEY and the MAC makes a key unforgeable: knowing (or iterating)
 * ids yields nothing without the row's uuid, which never leaves the server.
 *
 * Layout (base64url, 18 characters): mac(9 bytes) || (id as uint32 XOR mac[0..4]). The id bytes are
 * masked so consecutive permalinks do not share a visible prefix.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';

const MAC_BYTES = 9;
const ID_BYTES = 4;
const KEY_LENGTH = Math.ceil(((MAC_BYTES + ID_BYTES) * 4) / 3);
/** What SQL Lab's client may put in front of a key-value permalink key (spec 2 §2). */
const KV_PREFIX = 'kv:';

function mac(secret: string, resource: string, id: number, uuid: string): Buffer {
  return createHmac('sha256', secret).update(`permalink\u0000${resource}\u0000${id}\u0000${uuid.toLowerCase()}`).digest().subarray(0, MAC_BYTES);
}

export function encodePermalinkKey(secret: string, resource: string, id: number, uuid: string): string {
  if (!Number.isInteger(id) || id < 1 || id > 0xffffffff) throw new RangeError(`permalink id out of range: ${id}`);
  const tag = mac(secret, resource, id, uuid);
  const masked = Buffer.alloc(ID_BYTES);
  masked.writeUInt32BE(id);
  for (let i = 0; i < ID_BYTES; i++) masked[i] ^= tag[i];
  return Buffer.concat([tag, masked]).toString('base64url');
}

export interface DecodedPermalinkKey {
  id: number;
  /** Checks the key against the stored row's uuid (constant time). */
  matches(secret: string, resource: string, uuid: string): boolean;
}

/** The id a key claims, or null when the text cannot be a permalink key at all. */
export function decodePermalinkKey(raw: string): DecodedPermalinkKey | null {
  const key = raw.startsWith(KV_PREFIX) ? raw.slice(KV_PREFIX.length) : raw;
  if (key.length !== KEY_LENGTH || !/^[A-Za-z0-9_-]+$/.test(key)) return null;
  const bytes = Buffer.from(key, 'base64url');
  if (bytes.length !== MAC_BYTES + ID_BYTES) return null;
  const tag = bytes.subarray(0, MAC_BYTES);
  const idBytes = Buffer.from(bytes.subarray(MAC_BYTES));
  for (let i = 0; i < ID_BYTES; i++) idBytes[i] ^= tag[i];
  const id = idBytes.readUInt32BE(0);
  if (id < 1) return null;
  return { id, matches: (secret, resource, uuid) => timingSafeEqual(tag, mac(secret, resource, id, uuid)) };
}
