/**
 * Short-lived state kept in the key_value table (resource `metastore_cache`), as Superset's
 * SupersetMetastoreCache keeps explore form data: a value under a caller-chosen key that expires. The row's
 * uuid is derived from the key with SECRET_KEY (Superset derives it from the key in a namespace seeded by
 * SECRET_KEY), so a key finds its row with one indexed lookup and the key itself is never stored.
 *
 * The cache decides nothing about who may read or write an entry: its callers check access first.
 */
import { createHmac } from 'node:crypto';
import { Raw, type DataSource } from 'typeorm';
import type { Config } from '../../config';
import type { RequestContext } from '../../platform/context';
import { KeyValue, type KeyValueResource } from './key-value.entity';
import { dbFor, KEEP_CHANGED_ON } from '../../platform/sql';

const RESOURCE: KeyValueResource = 'metastore_cache';
const NOW = "timezone('utc', now())";

export class MetastoreCache {
  constructor(
    private readonly dataSource: DataSource,
    private readonly config: Pick<Config, 'secretKey'>,
  ) {}


  /** The uuid of `key`'s row: an HMAC of the key, laid out as a UUID (version 5 and RFC 4122 variant bits). */
  private uuidOf(key: string): string {
    const bytes = createHmac('sha256', this.config.secretKey).update(`${RESOURCE}\u0000${key}`).digest().subarray(0, 16);
    bytes[6] = (bytes[6] & 0x0f) | 0x50;
    bytes[8] = (bytes[8] & 0x3f) | 0x80;
    const hex = bytes.toString('hex');
    return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
  }

  /** The live value under `key` (undefined when absent or expired); `refreshSeconds` restarts its clock. */
  async get(ctx: RequestContext, key: string, refreshSeconds?: number): Promise<unknown> {
    const em = dbFor(ctx, this.dataSource);
    const live = { uuid: this.uuidOf(key), resource: RESOURCE, expiresOn: Raw((column) => `${column} > ${NOW}`) };
    if (!refreshSeconds) return (await em.findOne(KeyValue, { select: { id: true, value: true }, where: live }))?.value;
    // One UPDATE … RETURNING: the entry is read and its clock restarted together. Refreshing is not an edit
    // of the entry, so changed_on keeps its value (TypeORM would stamp it).
    const { raw } = await em
      .createQueryBuilder()
      .update(KeyValue)
      .set({ expiresOn: () => `${NOW} + make_interval(secs => :refreshSeconds)`, changedOn: KEEP_CHANGED_ON })
      .where(live)
      .setParameter('refreshSeconds', refreshSeconds)
      .returning(['value'])
      .updateEntity(false)
      .execute();
    return (raw as Pick<KeyValue, 'value'>[])[0]?.value;
  }

  /** Stores `value` under `key` for `ttlSeconds`, replacing what was there; expired entries are dropped on the way. */
  async set(ctx: RequestContext, key: string, value: unknown, ttlSeconds: number): Promise<void> {
    const em = dbFor(ctx, this.dataSource);
    const userId = ctx.actor?.user.id ?? null;
    await em.delete(KeyValue, { resource: RESOURCE, expiresOn: Raw((column) => `${column} <= ${NOW}`) });
    // One upsert: concurrent writers of the same key end with one of their values, never a duplicate row; the
    // uuid of another resource's row is left alone.
    await em.query(
      `INSERT INTO key_value (uuid, resource, value, expires_on, created_by_fk, changed_by_fk)
       VALUES ($1, $2, $3::jsonb, ${NOW} + make_interval(secs => $4), $5, $5)
       ON CONFLICT (uuid) DO UPDATE SET value = EXCLUDED.value, expires_on = EXCLUDED.expires_on, changed_on = ${NOW}, changed_by_fk = EXCLUDED.changed_by_fk
        WHERE key_value.resource = $2`,
      [this.uuidOf(key), RESOURCE, JSON.stringify(value), ttlSeconds, userId],
    );
  }

  /** Removes `key`'s entry; whether there was a live one. */
  async delete(ctx: RequestContext, key: string): Promise<boolean> {
    const { raw } = await dbFor(ctx, this.dataSource)
      .createQueryBuilder()
      .delete()
      .from(KeyValue)
      .where({ uuid: this.uuidOf(key), resource: RESOURCE })
      .returning(`expires_on > ${NOW} AS live`)
      .execute();
    return (raw as { live: boolean }[]).some((r) => r.live);
  }
}
