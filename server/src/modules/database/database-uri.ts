/**
 * SQLAlchemy-style connection URIs. The stored URI never holds the password (it is masked, and the
 * ciphertext lives in its own column); `connectionUri` puts the decrypted password back only at the moment
 * of connecting.
 */
import { decryptSecret } from '../../platform/secrets';

export const PASSWORD_MASK = 'XXXXXXXXXX';

/** Superset's text for a URI that does not parse (DatabasePostSchema's sqlalchemy_uri validator). */
export const INVALID_URI_MESSAGE =
  'Invalid connection string, a valid string usually follows: backend+driver://user:password@database-host/database-name';

/** The URI as a URL, or null when it is not one (`scheme://...`). */
export function parseUri(uri: string): URL | null {
  const trimmed = uri.trim();
  if (!/^[a-z][a-z0-9.+-]*:\/\//i.test(trimmed)) return null;
  try {
    return new URL(trimmed);
  } catch {
    return null;
  }
}

/** The URI with its password replaced by the mask (what every answer shows). */
export function maskUri(uri: string): string {
  const u = parseUri(uri);
  if (!u?.password) return uri;
  u.password = PASSWORD_MASK;
  return u.toString();
}

export function connectionUri(storedUri: string, encryptedPassword: string | null, secretKey: string): string {
  if (!encryptedPassword) return storedUri;
  const u = new URL(storedUri);
  u.password = encodeURIComponent(decryptSecret(encryptedPassword, secretKey));
  return u.toString();
}

/** What a URI sent by a client says about the password. */
export type SentPassword =
  /** No password in the URI: the connection has none. */
  | { kind: 'none' }
  /** The mask came back: keep whatever is stored. */
  | { kind: 'masked' }
  | { kind: 'plain'; password: string };

export interface SplitUri {
  /** What the `sqlalchemy_uri` column stores: the password, if any, replaced by the mask. */
  storedUri: string;
  password: SentPassword;
}

/** Separates the password from a client's URI (Superset's Database.set_sqlalchemy_uri). */
export function splitPassword(uri: string): SplitUri | null {
  const u = parseUri(uri);
  if (!u) return null;
  if (!u.password) return { storedUri: u.toString(), password: { kind: 'none' } };
  const password = safeDecode(u.password);
  u.password = PASSWORD_MASK;
  return { storedUri: u.toString(), password: password === PASSWORD_MASK ? { kind: 'masked' } : { kind: 'plain', password } };
}

/** The URI without any password (what is stored when a masked password has nothing to stand for). */
export function withoutPassword(uri: string): string {
  const u = parseUri(uri);
  if (!u?.password) return uri;
  u.password = '';
  return u.toString();
}

/** True when the two URIs name the same connection apart from the password. */
export function sameConnection(a: string, b: string): boolean {
  return withoutPassword(a) === withoutPassword(b);
}

function safeDecode(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}
