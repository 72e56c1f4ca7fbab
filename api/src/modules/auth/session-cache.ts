import type { Invalidation } from '../events';

/** How many sessions one process keeps, and for how long at most (ADR 0032). */
export const SESSION_CACHE = { maxEntries: 10_000, ttlMs: 30_000 } as const;

/** A load from the database under way: what the cache had been told when it started. */
export interface CacheLoad {
  readonly id: number;
  readonly stamp: number;
}

interface Entry<V> {
  value: V;
  userId: number;
  expiresAt: number;
}

/**
 * Sessions by token hash with what a request needs of their member, in this process: least recently
 * used out beyond `maxEntries`, every entry gone after `ttlMs` whatever happens. Invalidations drop a
 * member's entries, and a load that was under way when its member was invalidated is not stored (it
 * may have read the row before the change committed), so an invalidated answer never comes back.
 */
export class SessionCache<V> {
  private readonly entries = new Map<string, Entry<V>>();
  private readonly byUser = new Map<number, Set<string>>();
  /** Invalidation stamps of members, oldest first, kept while a load that started before may finish. */
  private readonly invalidated = new Map<number, number>();
  /** Loads under way: id to the stamp they started at, oldest first. */
  private readonly loads = new Map<number, number>();
  private stamp = 0;
  private allInvalidatedAt = 0;
  private nextLoadId = 0;

  constructor(private readonly options: { maxEntries: number; ttlMs: number; now?: () => number } = SESSION_CACHE) {}

  private now(): number {
    return this.options.now ? this.options.now() : Date.now();
  }

  get size(): number {
    return this.entries.size;
  }

  /** The live entry of a session, which becomes the most recently used. */
  get(tokenHash: string): V | undefined {
    const entry = this.entries.get(tokenHash);
    if (!entry) return undefined;
    if (entry.expiresAt <= this.now()) {
      this.remove(tokenHash);
      return undefined;
    }
    this.entries.delete(tokenHash);
    this.entries.set(tokenHash, entry);
    return entry.value;
  }

  /** Replaces a cached session's value (its expiry stays); nothing when it is not cached. */
  update(tokenHash: string, change: (value: V) => V): void {
    const entry = this.entries.get(tokenHash);
    if (entry) entry.value = change(entry.value);
  }

  /** Call before reading a session from the database; then `finish` or `abandon` it. */
  begin(): CacheLoad {
    const load = { id: (this.nextLoadId += 1), stamp: this.stamp };
    this.loads.set(load.id, load.stamp);
    return load;
  }

  /** Stores what a load read, unless its member was invalidated since it began; answers whether it did. */
  finish(load: CacheLoad, tokenHash: string, userId: number, value: V): boolean {
    const stale = this.allInvalidatedAt > load.stamp || (this.invalidated.get(userId) ?? -1) > load.stamp;
    this.abandon(load);
    if (stale) return false;
    this.remove(tokenHash);
    this.entries.set(tokenHash, { value, userId, expiresAt: this.now() + this.options.ttlMs });
    let tokens = this.byUser.get(userId);
    if (!tokens) this.byUser.set(userId, (tokens = new Set()));
    tokens.add(tokenHash);
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

  /** Drops the sessions of these members, or every session. */
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
      for (const tokenHash of this.byUser.get(userId) ?? []) this.entries.delete(tokenHash);
      this.byUser.delete(userId);
      if (this.loads.size === 0) continue;
      this.invalidated.delete(userId);
      this.invalidated.set(userId, this.stamp);
    }
  }

  private remove(tokenHash: string): void {
    const entry = this.entries.get(tokenHash);
    if (!entry) return;
    this.entries.delete(tokenHash);
    const tokens = this.byUser.get(entry.userId);
    tokens?.delete(tokenHash);
    if (tokens?.size === 0) this.byUser.delete(entry.userId);
  }
}
