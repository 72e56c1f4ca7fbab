import { InvalidatedCache, type CacheLimits } from '../events';

/** How many sessions one process keeps, and for how long at most (ADR 0032). */
export const SESSION_CACHE = { maxEntries: 10_000, ttlMs: 30_000 } as const;

/**
 * Sessions by token hash with what a request needs of their member, in this process (ADR 0032): an
 * entry per session, dropped when the bus invalidates its member.
 */
export class SessionCache<V> extends InvalidatedCache<V> {
  constructor(limits: CacheLimits = SESSION_CACHE) {
    super(limits);
  }
}
