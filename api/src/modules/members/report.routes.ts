import type { FastifyInstance } from 'fastify';
import { REPORT_REASONS, ReportRequestSchema, ReportResponseSchema } from '@app/shared/contract';
import type { Db } from '../../db/database';
import { docs } from '../../http/openapi';
import { enforceRateLimit, type RateLimitRule } from '../../http/rate-limit';
import { validate } from '../../http/validate';
import { requireUser } from '../auth';
import { fileReport } from './report.service';

/** A member may file this many reports an hour (429 rate_limited beyond). */
export const REPORT_RATE_LIMIT: RateLimitRule = { name: 'report', limit: 10, windowSeconds: 3600 };

const schema = docs({
  tag: 'members',
  summary: 'Reports a profile to the operators; answers a reference to quote.',
  description:
    `Reasons: ${REPORT_REASONS.join(', ')}; text at most 2000 characters (optional). At most ` +
    `${REPORT_RATE_LIMIT.limit} reports an hour per member (429 \`rate_limited\`). 400 \`validation_failed\` ` +
    'for oneself, 404 `not_found` for an unknown profile.',
  body: ReportRequestSchema,
  response: { 201: ReportResponseSchema },
  session: true,
  idempotent: true,
});

/** POST /api/report.php {profile_id, reason, text} */
export function reportRoutes(app: FastifyInstance, db: Db): void {
  app.post('/api/report.php', { bodyLimit: 16 * 1024, schema }, async (request, reply) => {
    const user = requireUser(request);
    const report = validate(ReportRequestSchema, request.body);
    await enforceRateLimit(db, reply, REPORT_RATE_LIMIT, `user:${user.id}`);
    return reply.status(201).send(await fileReport(db, user, report));
  });
}
