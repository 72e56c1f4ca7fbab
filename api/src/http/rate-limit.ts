import { sql } from 'kysely';
import type { FastifyReply } from 'fastify';
import type { Db } from '../db/database';
import { AppError } from './app-error';

/** How many hits a key may make per fixed window. */
export interface RateLimitRule {
  /** Namespace of the counters (`login`, `signup`, `mail`). */
  name: string;
  limit: number;
  windowSeconds: number;
}

export interface RateLimitResult {
  allowed: boolean;
  hits: number;
  remaining: number;
  /** Seconds until the current window ends. */
  retryAfterSeconds: number;
}

/** Table of migration 0004; declared here so that no other module depends on it. */
interface RateLimitsTable {
  bucket: string;
  window_start: Date;
  hits: number;
  expires_at: Date;
}

const withTable = (db: Db) => db.withTables<{ rate_limits: RateLimitsTable }>();

/** Removes counters whose window has ended. */
export async function purgeExpiredRateLimits(db: Db, now: Date = new Date()): Promise<void> {
  await withTable(db).deleteFrom('rate_limits').where('expires_at', '<', now).execute();
}

/**
 * Counts one hit of `key` under a rule, in PostgreSQL so that every server process shares the
 * counters: a fixed window, one row per key, counted with one atomic upsert. Answers whether the hit
 * is within the limit; callers decide what to do (refuse a request, skip a mail).
 */
export async function consumeRateLimit(
  db: Db,
  rule: RateLimitRule,
  key: string,
  now: Date = new Date(),
): Promise<RateLimitResult> {
  const windowMs = rule.windowSeconds * 1000;
  const windowStart = new Date(Math.floor(now.getTime() / windowMs) * windowMs);
  const windowEnd = new Date(windowStart.getTime() + windowMs);
  const row = await withTable(db)
    .insertInto('rate_limits')
    .values({ bucket: `${rule.name}:${key}`, window_start: windowStart, hits: 1, expires_at: windowEnd })
    .onConflict((conflict) =>
      conflict.column('bucket').doUpdateSet({
        // A window another process has already started (a clock slightly ahead) counts as this one.
        hits: sql<number>`case when rate_limits.window_start >= excluded.window_start then rate_limits.hits + 1 else 1 end`,
        window_start: sql<Date>`greatest(rate_limits.window_start, excluded.window_start)`,
        expires_at: sql<Date>`greatest(rate_limits.expires_at, excluded.expires_at)`,
      }),
    )
    .returning(['hits', 'expires_at'])
    .executeTakeFirstOrThrow();
  if (Math.random() < 0.01) await purgeExpiredRateLimits(db, now);
  const expiresAt = new Date(row.expires_at).getTime();
  return {
    allowed: row.hits <= rule.limit,
    hits: row.hits,
    remaining: Math.max(0, rule.limit - row.hits),
    retryAfterSeconds: Math.max(1, Math.ceil((expiresAt - now.getTime()) / 1000)),
  };
}

/** Counts a request against a rule; over the limit it answers 429 rate_limited with Retry-After. */
export async function enforceRateLimit(db: Db, reply: FastifyReply, rule: RateLimitRule, key: string): Promise<void> {
  const result = await consumeRateLimit(db, rule, key);
  if (result.allowed) return;
  reply.header('retry-after', String(result.retryAfterSeconds));
  throw new AppError('rate_limited');
}
