/**
 * The results cache of the embedded default: an in-memory LRU with per-entry expiry. Redis replaces it in a
 * scaled-out deployment through the same interface.
 */
export interface CacheEntry<T> {
  value: T;
  storedAt: Date;
}

export interface ResultCacheStore {
  get<T>(key: string): CacheEntry<T> | undefined;
  set<T>(key: string, value: T, ttlSec: number | null): void;
  delete(key: string): void;
}

export class ResultCache implements ResultCacheStore {
  private readonly entries = new Map<string, { value: unknown; storedAt: Date; expiresAt: number }>();

  constructor(private readonly capacity = 100) {
    if (capacity < 1) throw new Error('Cache capacity must be at least 1');
  }

  get<T>(key: string): CacheEntry<T> | undefined {
    const e = this.entries.get(key);
    if (!e) return undefined;
    if (e.expiresAt <= Date.now()) {
      this.entries.delete(key);
      return undefined;
    }
    // Re-insert to mark it most recently used (Map keeps insertion order).
    this.entries.delete(key);
    this.entries.set(key, e);
    return { value: e.value as T, storedAt: e.storedAt };
  }

  set<T>(key: string, value: T, ttlSec: number | null): void {
    if (ttlSec === 0) return;
    this.entries.delete(key);
    this.entries.set(key, { value, storedAt: new Date(), expiresAt: ttlSec == null ? Number.POSITIVE_INFINITY : Date.now() + ttlSec * 1000 });
    while (this.entries.size > this.capacity) {
      const oldest = this.entries.keys().next().value as string;
      this.entries.delete(oldest);
    }
  }

  delete(key: string): void {
    this.entries.delete(key);
  }

  get size(): number {
    return this.entries.size;
  }
}
