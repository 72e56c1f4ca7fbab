import type { FastifyBaseLogger, FastifyInstance, FastifyRequest } from 'fastify';
import { IDEMPOTENCY_HEADER } from '@app/shared/contract';
import type { Db } from '../../db/database';
import { AppError } from '../../http/app-error';
import {
  admitRequest,
  finishRequest,
  hashRequest,
  isIdempotencyKey,
  releaseKey,
  removeExpiredKeys,
  type KeyClaim,
} from './idempotency.service';
import type { StoredAnswer } from './idempotency.table';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** `false`: the route ignores Idempotency-Key (beacons, and the like). */
    idempotency?: boolean;
  }
}

export const REPLAYED_HEADER = 'Idempotent-Replayed';
const METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const HEADER = IDEMPOTENCY_HEADER.toLowerCase();
const CLEANUP_EVERY_MS = 60 * 60 * 1000;

/** The logged-in member when the auth module has set `request.user`, else the client address. */
function scopeOf(request: FastifyRequest): string {
  const userId = (request as { user?: { id: number } | null }).user?.id;
  return userId !== undefined && userId !== null ? `user:${userId}` : `ip:${request.ip}`;
}

/** The answer's exact text, when it is text; null for a stream or a buffer, which cannot be replayed. */
function answerOf(payload: unknown, contentType: unknown): StoredAnswer | null {
  const type = typeof contentType === 'string' ? contentType : null;
  if (payload === undefined || payload === null) return { contentType: type, body: '' };
  if (typeof payload === 'string') return { contentType: type, body: payload };
  return null;
}

/**
 * Idempotency-Key for mutating requests (ADR 0006): the first final answer (2xx, 4xx but 408/409/
 * 425/429) is stored per scope and key and replayed for every repeat; anything else (a 5xx) releases
 * the key so a retry runs again. Reads `request.user` in preHandler: auth sets it in onRequest.
 */
export function registerIdempotency(app: FastifyInstance, db: Db): void {
  const claims = new WeakMap<FastifyRequest, KeyClaim>();
  let nextCleanupAt = 0;

  const cleanUp = async (log: FastifyBaseLogger) => {
    if (Date.now() < nextCleanupAt) return;
    nextCleanupAt = Date.now() + CLEANUP_EVERY_MS;
    await removeExpiredKeys(db).catch((error: unknown) => log.warn({ err: error }, 'idempotency key cleanup failed'));
  };

  app.addHook('preHandler', async (request, reply) => {
    if (!METHODS.has(request.method) || request.is404 || request.routeOptions.config.idempotency === false) return;
    const key = request.headers[HEADER];
    if (key === undefined) return;
    if (typeof key !== 'string' || !isIdempotencyKey(key)) {
      throw new AppError('validation_failed', { fields: { [IDEMPOTENCY_HEADER]: 'errors.field_invalid' } });
    }
    await cleanUp(request.log);
    const admission = await admitRequest(db, {
      scope: scopeOf(request),
      key,
      requestHash: hashRequest(request.method, request.url, request.body),
    });
    if (admission.kind === 'run') {
      claims.set(request, admission.claim);
      return;
    }
    reply.code(admission.statusCode).header(REPLAYED_HEADER, 'true');
    if (admission.answer.contentType) reply.type(admission.answer.contentType);
    return reply.send(admission.answer.body === '' ? undefined : admission.answer.body);
  });

  // Before the answer leaves: a client that sees it can count on a retry replaying it.
  app.addHook('onSend', async (request, reply, payload) => {
    const claim = claims.get(request);
    if (!claim) return payload;
    claims.delete(request);
    const answer = answerOf(payload, reply.getHeader('content-type'));
    try {
      const outcome = await finishRequest(db, claim, reply.statusCode, answer);
      if (outcome === 'lost') request.log.warn({ url: request.url }, 'idempotency key taken over: answer not stored');
      if (!answer) request.log.warn({ url: request.url }, 'idempotent route answered a stream: key released');
    } catch (error) {
      // The effect happened: the client gets its answer; a retry after the lease runs the handler again.
      request.log.error({ err: error }, 'idempotent answer not stored');
    }
    return payload;
  });

  // An attempt that ended without onSend (the reply was hijacked, the socket failed) lets go of its key.
  app.addHook('onResponse', async (request) => {
    const claim = claims.get(request);
    if (!claim) return;
    claims.delete(request);
    await releaseKey(db, claim).catch((error: unknown) => request.log.error({ err: error }, 'key not released'));
  });
}

/** The request's Idempotency-Key on a route that requires one: 400 `validation_failed` without it. */
export function requireIdempotencyKey(request: FastifyRequest): string {
  const key = request.headers[HEADER];
  if (key === undefined || key === '') {
    throw new AppError('validation_failed', { fields: { [IDEMPOTENCY_HEADER]: 'errors.field_required' } });
  }
  if (typeof key !== 'string' || !isIdempotencyKey(key)) {
    throw new AppError('validation_failed', { fields: { [IDEMPOTENCY_HEADER]: 'errors.field_invalid' } });
  }
  return key;
}
