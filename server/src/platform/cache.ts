/**
 * In-memory caches, each bounded in bytes: a least-recently-used map with per-entry expiry (`BoundedLru`),
 * and on it the results cache of the embedded default (`ResultCache`). Redis replaces the results cache in a
 * scaled-out deployment through the same interface.
 */
export interface CacheEntry<T> {
  value: T;
  storedAt: Date;
}

export interface ResultCacheStore {
  get<T>(key: string): CacheEntry<T> | undefined;
  set<T>(key: string, value: T, ttlSec: number | null): void;
  /**
   * The entry as the UTF-8 bytes it is kept as (what `setBytes` stored, or what `set` stored, as JSON): the
   * stored bytes themselves, so a warm answer goes out without being encoded again. Read them, never write.
   */
  getBytes(key: string): CacheEntry<Buffer> | undefined;
  setBytes(key: string, bytes: Buffer, ttlSec: number | null): void;
  delete(key: string): void;
}

/** What an entry costs beyond its value: the Map slot, the record, the key's string header. */
const ENTRY_OVERHEAD_BYTES = 128;

export interface LruLimits {
  /** At most this many entries. */
  maxEntries: number;
  /** At most this many bytes, as `sizeOf` counts them (plus a fixed overhead per entry). */
  maxBytes: number;
}

interface LruEntry<V> {
  value: V;
  bytes: number;
  storedAt: Date;
  expiresAt: number;
}

/**
 * Least recently used entries go first once either bound is exceeded; an entry bigger than the whole byte
 * bound is not kept at all. Expired entries are dropped when read (and meanwhile age out like any other).
 */
export class BoundedLru<K, V> {
  private readonly entries = new Map<K, LruEntry<V>>();
  private bytes = 0;

  constructor(
    private readonly limits: LruLimits,
    /** The bytes a value holds (an estimate where it cannot be exact). */
    private readonly sizeOf: (value: V, key: K) => number,
  ) {
    if (limits.maxEntries < 1) throw new Error('Cache capacity must be at least 1');
    if (!(limits.maxBytes > 0)) throw new Error('Cache byte limit must be positive');
  }

  get(key: K): CacheEntry<V> | undefined {
    const e = this.entries.get(key);
    if (!e) return undefined;
    if (e.expiresAt <= Date.now()) {
      this.delete(key);
      return undefined;
    }
    // Re-insert to mark it most recently used (Map keeps insertion order).
    this.entries.delete(key);
    this.entries.set(key, e);
    return { value: e.value, storedAt: e.storedAt };
  }

  /** Stores `value` for `ttlSec` seconds (null: until evicted; 0: not at all). False when it was not kept. */
  set(key: K, value: V, ttlSec: number | null): boolean {
    this.delete(key);
    if (ttlSec === 0) return false;
    const bytes = this.sizeOf(value, key) + ENTRY_OVERHEAD_BYTES;
    if (bytes > this.limits.maxBytes) return false;
    this.entries.set(key, { value, bytes, storedAt: new Date(), expiresAt: ttlSec == null ? Number.POSITIVE_INFINITY : Date.now() + ttlSec * 1000 });
    this.bytes += bytes;
    while (this.entries.size > this.limits.maxEntries || this.bytes > this.limits.maxBytes) {
      this.delete(this.entries.keys().next().value as K);
    }
    return true;
  }

  delete(key: K): void {
    const e = this.entries.get(key);
    if (!e) return;
    this.entries.delete(key);
    this.bytes -= e.bytes;
  }

  get size(): number {
    return this.entries.size;
  }

  /** The bytes the entries hold, as counted against `maxBytes`. */
  get byteSize(): number {
    return this.bytes;
  }
}

/** The bytes V8 keeps a string in: one per character, two when any character is beyond Latin-1. */
export function stringBytes(text: string): number {
  return /[\u0100-\uffff]/.test(text) ? text.length * 2 : text.length;
}

/** Default byte bound of a results cache built without one (tests); the server passes CACHE_MAX_MB. */
const DEFAULT_RESULT_CACHE_BYTES = 64 * 1024 * 1024;

/**
 * Chart results and database metadata lists, kept as JSON text (or its UTF-8 bytes) as Redis would keep them:
 * what an entry costs is then known exactly rather than guessed from an object graph, and every `get` hands
 * out its own copy, so no caller can change what the next one reads. Values must be JSON (they are: engine
 * values are converted at the engine boundary).
 */
export class ResultCache implements ResultCacheStore {
  private readonly lru: BoundedLru<string, string | Buffer>;

  constructor(capacity = 100, opts: { maxBytes?: number } = {}) {
    this.lru = new BoundedLru({ maxEntries: capacity, maxBytes: opts.maxBytes ?? DEFAULT_RESULT_CACHE_BYTES }, (value, key) => (typeof value === 'string' ? stringBytes(value) : value.byteLength) + stringBytes(key));
  }

  get<T>(key: string): CacheEntry<T> | undefined {
    const hit = this.lru.get(key);
    return hit && { value: JSON.parse(typeof hit.value === 'string' ? hit.value : hit.value.toString('utf8')) as T, storedAt: hit.storedAt };
  }

  set<T>(key: string, value: T, ttlSec: number | null): void {
    if (value === undefined) return;
    this.lru.set(key, JSON.stringify(value), ttlSec);
  }

  getBytes(key: string): CacheEntry<Buffer> | undefined {
    const hit = this.lru.get(key);
    return hit && { value: typeof hit.value === 'string' ? Buffer.from(hit.value) : hit.value, storedAt: hit.storedAt };
  }

  setBytes(key: string, bytes: Buffer, ttlSec: number | null): void {
    this.lru.set(key, bytes, ttlSec);
  }

  delete(key: string): void {
    this.lru.delete(key);
  }

  get size(): number {
    return this.lru.size;
  }

  get byteSize(): number {
    return this.lru.byteSize;
  }
}
