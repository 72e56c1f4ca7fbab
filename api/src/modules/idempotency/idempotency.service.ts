import { createHash } from 'node:crypto';
import type { Db } from '../../db/database';
import { AppError } from '../../http/app-error';
import {
  claimKey,
  deleteKeysCreatedBefore,
  findKey,
  releaseKey,
  storeAnswer,
  type KeyClaim,
} from './idempotency.repository';
import type { StoredAnswer } from './idempotency.table';

/** How long a key is remembered; after that the same key is a new request. */
export const IDEMPOTENCY_TTL_MS = 24 * 60 * 60 * 1000;
/**
 * How long a first attempt may run before a retry presumes it dead (its process crashed between
 * the handler's commit and storing the answer) and runs the handler again.
 */
export const IDEMPOTENCY_LEASE_MS = 2 * 60 * 1000;
const KEY_PATTERN = /^[A-Za-z0-9_\-:.]{1,200}$/;
/** A claim races with at most one release in between; more rounds than that mean a busy key. */
const CLAIM_ROUNDS = 3;

export type { KeyClaim };

export function isIdempotencyKey(value: string): boolean {
  return KEY_PATTERN.test(value);
}

function sortedKeys(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(sortedKeys);
  if (Buffer.isBuffer(value)) return { $buffer: value.toString('base64') };
  if (value !== null && typeof value === 'object' && !(value instanceof Date)) {
    const record = value as Record<string, unknown>;
    return Object.fromEntries(
      Object.keys(record)
        .sort()
        .map((key) => [key, sortedKeys(record[key])]),
    );
  }
  return value;
}

/** JSON with object keys sorted at every depth: equal bodies give equal text. No body gives ''. */
export function canonicalJson(value: unknown): string {
  return value === undefined ? '' : JSON.stringify(sortedKeys(value));
}

/** What a key is bound to: method, URL as requested (path and query) and body. */
export function hashRequest(method: string, url: string, body: unknown): string {
  return createHash('sha256')
    .update(`${method}\n${url}\n${canonicalJson(body)}`)
    .digest('hex');
}

export type Admission = { kind: 'run'; claim: KeyClaim } | { kind: 'replay'; statusCode: number; answer: StoredAnswer };

/**
 * Decides what a request with a key does: run (this attempt now holds the key), replay the stored
 * answer, or fail with idempotency_key_reused (another request under this key) or
 * request_in_progress (the first attempt has not answered yet; retry later).
 */
export async function admitRequest(
  db: Db,
  request: { scope: string; key: string; requestHash: string },
  now = new Date(),
): Promise<Admission> {
  const claim: KeyClaim = { scope: request.scope, key: request.key, startedAt: now };
  const cutoffs = {
    expiredBefore: new Date(now.getTime() - IDEMPOTENCY_TTL_MS),
    abandonedBefore: new Date(now.getTime() - IDEMPOTENCY_LEASE_MS),
  };
  for (let round = 0; round < CLAIM_ROUNDS; round++) {
    if (await claimKey(db, { ...claim, requestHash: request.requestHash }, cutoffs)) return { kind: 'run', claim };
    const row = await findKey(db, request.scope, request.key);
    // Released (the first attempt failed) between the two statements: claim again.
    if (!row) continue;
    if (row.request_hash !== request.requestHash) throw new AppError('idempotency_key_reused');
    if (row.status_code === null || row.response === null) throw new AppError('request_in_progress');
    return { kind: 'replay', statusCode: row.status_code, answer: row.response };
  }
  throw new AppError('request_in_progress');
}

/**
 * 4xx answers that say "not now" rather than "no": timeout, conflict, too early, too many requests
 * (rate limits run inside handlers). Stored, they would be replayed to every retry for a day.
 */
const TRANSIENT = new Set([408, 409, 425, 429]);

/** Only final answers about the request are remembered: 2xx, and 4xx but the transient ones. */
function isFinal(statusCode: number): boolean {
  if (statusCode >= 200 && statusCode < 300) return true;
  return statusCode >= 400 && statusCode < 500 && !TRANSIENT.has(statusCode);
}

/**
 * Ends an attempt: a final answer whose text is known is stored for replay; anything else (5xx, 3xx,
 * a transient 4xx, a stream) releases the key so a retry runs the handler again. `lost`: a later attempt had taken
 * the key over (this one outlived its lease), so the answer was not stored.
 */
export async function finishRequest(
  db: Db,
  claim: KeyClaim,
  statusCode: number,
  answer: StoredAnswer | null,
): Promise<'stored' | 'released' | 'lost'> {
  if (answer && isFinal(statusCode)) return (await storeAnswer(db, claim, statusCode, answer)) ? 'stored' : 'lost';
  await releaseKey(db, claim);
  return 'released';
}

export { releaseKey };

/** Forgets keys older than the TTL; answers how many. */
export function removeExpiredKeys(db: Db, now = new Date()): Promise<number> {
  return deleteKeysCreatedBefore(db, new Date(now.getTime() - IDEMPOTENCY_TTL_MS));
}
