import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/database';
import { claimDuePostbacks, findPostbacksToSend, settlePostback, type PostbackResult } from './postback.repository';
import { answerKind, MAX_POSTBACK_ATTEMPTS, retryDelayMs } from './postback-rules';
import { fillPostbackUrl, postbackAmount } from './postback-url';
import { periodicRun } from '../../jobs/periodic-run';

export interface PostbackWorkerOptions {
  db: Db;
  log: FastifyBaseLogger;
  /** Postbacks sent per run at most (at the same time). */
  batchSize?: number;
  /** Time between runs while started. */
  intervalMs?: number;
  /** Per request (AbortSignal.timeout). */
  timeoutMs?: number;
}

export interface TickResult {
  sent: number;
  retrying: number;
  failed: number;
}

type Postback = Awaited<ReturnType<typeof findPostbacksToSend>>[number];

/** The answer to one request: its status, or null and the error when none came. */
async function request(url: string, timeoutMs: number): Promise<{ status: number | null; error: string | null }> {
  try {
    const response = await fetch(url, {
      headers: { accept: '*/*', 'user-agent': 'amorelle-postback/1' },
      signal: AbortSignal.timeout(timeoutMs),
    });
    await response.body?.cancel().catch(() => undefined);
    return { status: response.status, error: response.ok ? null : `HTTP ${response.status}` };
  } catch (error) {
    const cause = error instanceof Error ? ((error.cause as Error | undefined)?.message ?? error.message) : '';
    const name = error instanceof Error ? error.name : 'Error';
    return { status: null, error: `${name}: ${cause}`.slice(0, 500) };
  }
}

function urlOf(postback: Postback): string | null {
  const purchase = postback.amount !== null && postback.currency !== null;
  return fillPostbackUrl(postback.postback_url, {
    ref: postback.ref,
    conversion_id: postback.public_id,
    event: postback.event,
    amount: purchase ? postbackAmount(postback.amount!, postback.currency!) : null,
    currency: postback.currency,
    sub1: postback.sub1,
    sub2: postback.sub2,
    sub3: postback.sub3,
    network: postback.network,
  });
}

/**
 * Sends the due postbacks of the outbox (`affiliate_postbacks`) to the networks, server to server:
 * each run claims a bounded batch (see claimDuePostbacks; several workers never send one postback at
 * the same time), sends it with a timeout, and stores each outcome: delivered, again later with
 * exponential backoff (network errors, 408, 429, 5xx; up to MAX_POSTBACK_ATTEMPTS), or failed for good.
 * `start` runs it every `intervalMs` until `stop`; tests call `tick` directly.
 */
export function createPostbackWorker(options: PostbackWorkerOptions) {
  const { db, log } = options;
  const batchSize = options.batchSize ?? 20;
  const intervalMs = options.intervalMs ?? 5_000;
  const timeoutMs = options.timeoutMs ?? 10_000;

  async function deliver(postback: Postback, token: string, now: Date): Promise<PostbackResult['status']> {
    const url = urlOf(postback);
    const answer = url
      ? await request(url, timeoutMs)
      : { status: null, error: 'the postback URL template is invalid' };
    const kind = url ? answerKind(answer.status) : 'failed';
    const status = kind === 'retry' && postback.attempts >= MAX_POSTBACK_ATTEMPTS ? 'failed' : kind;
    const result: PostbackResult = {
      status: status === 'retry' ? 'pending' : status,
      url,
      httpStatus: answer.status,
      error: answer.error,
      nextAttemptAt: status === 'retry' ? new Date(now.getTime() + retryDelayMs(postback.attempts)) : now,
      now,
    };
    const settled = await settlePostback(db, { id: postback.id, networkId: postback.network_id, token }, result);
    if (!settled) log.warn({ postbackId: postback.id }, 'postback claim lost before its outcome was stored');
    if (status !== 'sent') {
      log.warn({ postbackId: postback.id, status: answer.status, error: answer.error }, 'postback not delivered');
    }
    return result.status;
  }

  /** One run: claims up to `batchSize` due postbacks and sends them. */
  async function tick(now = new Date()): Promise<TickResult> {
    const token = randomUUID();
    const claimedUntil = new Date(now.getTime() + timeoutMs + 30_000);
    const claimed = await claimDuePostbacks(db, { now, limit: batchSize, claimedUntil, token });
    const postbacks = await findPostbacksToSend(
      db,
      claimed.map((row) => row.id),
    );
    const outcomes = await Promise.all(postbacks.map((postback) => deliver(postback, token, now)));
    return {
      sent: outcomes.filter((outcome) => outcome === 'sent').length,
      retrying: outcomes.filter((outcome) => outcome === 'pending').length,
      failed: outcomes.filter((outcome) => outcome === 'failed').length,
    };
  }

  return { tick, ...periodicRun(tick, { intervalMs, log, failure: 'postback run failed' }) };
}

export type PostbackWorker = ReturnType<typeof createPostbackWorker>;
