import type { FastifyReply, FastifyRequest } from 'fastify';
import {
  COMPLAINT_LIMIT_WINDOW_SECONDS,
  COMPLAINTS_PER_ADDRESS,
  COMPLAINTS_PER_MEMBER,
} from '@app/shared/contract/complaint-limit-constants';
import type { Db } from '../../db/database';
import { AppError } from '../../http/app-error';
import { addressRateKey, clientAddress } from '../../http/client-address';
import { consumeRateLimit, type RateLimitRule } from '../../http/rate-limit';

export const COMPLAINTS_PER_ADDRESS_RULE: RateLimitRule = {
  name: 'complaints_address',
  limit: COMPLAINTS_PER_ADDRESS,
  windowSeconds: COMPLAINT_LIMIT_WINDOW_SECONDS,
};

export const COMPLAINTS_PER_MEMBER_RULE: RateLimitRule = {
  name: 'complaints_member',
  limit: COMPLAINTS_PER_MEMBER,
  windowSeconds: COMPLAINT_LIMIT_WINDOW_SECONDS,
};

/**
 * Counts a complaint against the limit of its client address and, for a logged-in member, of the
 * member. Over either: 429 `rate_limited` with `retry_after` (the longer wait) and Retry-After, as the
 * sign-up limit answers (ADR 0028), so the form can say when to try again.
 */
export async function enforceComplaintLimits(db: Db, request: FastifyRequest, reply: FastifyReply): Promise<void> {
  const checks: Array<[RateLimitRule, string]> = [
    [COMPLAINTS_PER_ADDRESS_RULE, addressRateKey(clientAddress(request))],
  ];
  if (request.user) checks.push([COMPLAINTS_PER_MEMBER_RULE, String(request.user.id)]);
  let retryAfter = 0;
  for (const [rule, key] of checks) {
    const result = await consumeRateLimit(db, rule, key);
    if (!result.allowed) retryAfter = Math.max(retryAfter, result.retryAfterSeconds);
  }
  if (retryAfter === 0) return;
  reply.header('retry-after', String(retryAfter));
  throw new AppError('rate_limited', { retry_after: retryAfter });
}
