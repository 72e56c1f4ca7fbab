import type { Invalidation } from './event-bus';

/** How many entries a cache keeps, and for how long at most. */
export interface CacheLimits {
  maxEntries: number;
  ttlMs: number;
  now?: () => number;
}

/** A load from the database under way: what the cache had been told when it started. */
export interface CacheLoad {
  readonly id: number;
  readonly stamp: number;
}

interface Entry<V> {
  value: V;
  userIds: readonly number[];
  expiresAt: number;
}

/**
 * Values read from the database about members, by key, in this process (ADR 0032: the sessions; ADR
 * 0040: search answers): least recently used out beyond `maxEntries`, every entry gone after `ttlMs`
 * whatever happens. An entry names the members it shows; the bus's invalidations drop every entry of
 * an invalidated member, and a load that was under way when one of its members was invalidated is not
 * stored (it may have read the row before the change committed), so an invalidated answer never comes back.
 */
export class InvalidatedCache<V> {
  private readonly entries = new Map<string, Entry<V>>();
  private readonly byUser = new Map<number, Set<string>>();
  /** Invalidation stamps of members, oldest first, kept while a load that started before may finish. */
  private readonly invalidated = new Map<number, number>();
  /** Loads under way: id to the stamp they started at, oldest first. */
  private readonly loads = new Map<number, number>();
  private stamp = 0;
  private allInvalidatedAt = 0;
  private nextLoadId = 0;

  constructor(private readonly options: CacheLimits) {}

  private now(): number {
    return this.options.now ? this.options.now() : Date.now();
  }

  get size(): number {
    return this.entries.size;
  }

  /** The live entry of a key, which becomes the most recently used. */
  get(key: string): V | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (entry.expiresAt <= this.now()) {
      this.remove(key);
      return undefined;
    }
    this.entries.delete(key);
    this.entries.set(key, entry);
    return entry.value;
  }

  /** Replaces a cached value (its expiry stays); nothing when it is not cached. */
  update(key: string, change: (value: V) => V): void {
    const entry = this.entries.get(key);
    if (entry) entry.value = change(entry.value);
  }

  /** Call before reading from the database; then `finish` or `abandon` it. */
  begin(): CacheLoad {
    const load = { id: (this.nextLoadId += 1), stamp: this.stamp };
    this.loads.set(load.id, load.stamp);
    return load;
  }

  /**
   * Stores what a load read as the value of `key`, showing the members `members`, unless one of them
   * (or everyone) was invalidated since it began; answers whether it did.
   */
  finish(load: CacheLoad, key: string, members: number | readonly number[], value: V): boolean {
    const userIds = typeof members === 'number' ? [members] : members;
    const stale =
      this.allInvalidatedAt > load.stamp || userIds.some((userId) => (this.invalidated.get(userId) ?? -1) > load.stamp);
    this.abandon(load);
    if (stale) return false;
    this.remove(key);
    this.entries.set(key, { value, userIds, expiresAt: this.now() + this.options.ttlMs });
    for (const userId of userIds) {
      let keys = this.byUser.get(userId);
      if (!keys) this.byUser.set(userId, (keys = new Set()));
      keys.add(key);
    }
    for (const oldest of this.entries.keys()) {
      if (this.entries.size <= this.options.maxEntries) break;
      this.remove(oldest);
    }
    return true;
  }

  /** A load that ended without a value to keep (no session, or an error). */
  abandon(load: CacheLoad): void {
    if (!this.loads.delete(load.id)) return;
    const oldest = this.loads.values().next();
    if (oldest.done) {
      this.invalidated.clear();
      return;
    }
    for (const [userId, stamp] of this.invalidated) {
      if (stamp > oldest.value) break;
      this.invalidated.delete(userId);
    }
  }

  /** Drops the entries of these members, or every entry. */
  invalidate(invalidation: Invalidation): void {
    this.stamp += 1;
    if ('all' in invalidation) {
      this.allInvalidatedAt = this.stamp;
      this.entries.clear();
      this.byUser.clear();
      this.invalidated.clear();
      return;
    }
    for (const userId of invalidation.userIds) {
      for (const key of this.byUser.get(userId) ?? []) this.remove(key);
      this.byUser.delete(userId);
      if (this.loads.size === 0) continue;
      this.invalidated.delete(userId);
      this.invalidated.set(userId, this.stamp);
    }
  }

  private remove(key: string): void {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.entries.delete(key);
    for (const userId of entry.userIds) {
      const keys = this.byUser.get(userId);
      keys?.delete(key);
      if (keys?.size === 0) this.byUser.delete(userId);
    }
  }
}
