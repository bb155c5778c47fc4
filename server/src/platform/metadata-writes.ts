/**
 * Whether the metadata database can have changed since a value was read from it. With the embedded PGlite,
 * this process is the database's only client (its socket takes one connection, db.ts), so every write passes
 * through this process's statement logger: while no write statement has been issued since a read, what was
 * read is still what the database holds, and a hot read (a datasource's definition, a chart's cache timeout)
 * need not ask again. With a PostgreSQL server other processes write too, and nothing is known: the readers
 * then ask every time, as before.
 */
import { managerOf, type Queryable } from './sql';

/**
 * Statements that change no table. ROLLBACK is absent on purpose: a read inside a transaction may have seen
 * that transaction's own writes, and its rolling back makes them untrue. Anything else (INSERT, UPDATE,
 * DELETE, WITH, DDL, a leading comment) counts as a write; counting a read as a write costs one more check.
 */
const CHANGES_NOTHING = /^\s*(SELECT|SHOW|START TRANSACTION|BEGIN|COMMIT|SAVEPOINT|RELEASE)\b/i;

/** Counts the write statements a metadata database was sent through one DataSource. */
export class MetadataWrites {
  private count = 0;

  /** Called with every statement before it is sent. */
  note(statement: string): void {
    if (!CHANGES_NOTHING.test(statement)) this.count += 1;
  }

  get generation(): number {
    return this.count;
  }
}

/** What a DataSource's logger tells of its writes: a count when this process is the database's only writer. */
export interface WriteWatching {
  readonly writes: MetadataWrites | null;
}

const isWatching = (logger: unknown): logger is WriteWatching => typeof logger === 'object' && logger !== null && 'writes' in logger;

/** When a value was read: the database's write count at the time, taken before the read began. */
export interface WriteStamp {
  readonly writes: MetadataWrites;
  readonly generation: number;
}

/** The stamp for a read about to begin on `db`; null when other processes may write to that database too. */
export function writeStamp(db: Queryable): WriteStamp | null {
  const logger: unknown = managerOf(db).connection.logger;
  const writes = isWatching(logger) ? logger.writes : null;
  return writes && { writes, generation: writes.generation };
}

/** True when nothing has been written to `db` since the read `stamp` was taken for. */
export function unwrittenSince(db: Queryable, stamp: WriteStamp | null | undefined): boolean {
  if (!stamp) return false;
  const now = writeStamp(db);
  return now !== null && now.writes === stamp.writes && now.generation === stamp.generation;
}

/**
 * Values read from the metadata database, kept per key until the next write this process sends it; with a
 * database other processes write to, nothing is kept. `maxEntries` bounds the memory: past it the oldest
 * entry goes.
 */
export class KeptUntilWrite<K, V> {
  private readonly kept = new Map<K, { stamp: WriteStamp; value: V }>();

  constructor(private readonly maxEntries = 10_000) {}

  async get(db: Queryable, key: K, read: () => Promise<V>): Promise<V> {
    const held = this.kept.get(key);
    if (held && unwrittenSince(db, held.stamp)) return held.value;
    const stamp = writeStamp(db);
    const value = await read();
    this.kept.delete(key);
    if (!stamp) return value;
    if (this.kept.size >= this.maxEntries) this.kept.delete(this.kept.keys().next().value as K);
    this.kept.set(key, { stamp, value });
    return value;
  }
}
