import type { FastifyInstance } from 'fastify';
import { ComplaintResponseSchema, ComplaintSchema, isLanguage, LOCALE_COOKIE } from '@app/shared/contract';
import type { Db } from '../../db/database';
import { docs } from '../../http/openapi';
import { validate } from '../../http/validate';
import { resolveSite } from '../settings';
import { COMPLAINTS_PER_ADDRESS_RULE, COMPLAINTS_PER_MEMBER_RULE, enforceComplaintLimits } from './complaint-limit';
import { fileComplaint } from './complaint.service';

export function complaintRoutes(app: FastifyInstance, db: Db): void {
  const schema = docs({
    tag: 'complaints',
    summary: 'Files a complaint from the /complaints form; answers its reference.',
    description:
      'Open to visitors. The body is at most 16 kB (413 `payload_too_large`). At most ' +
      `${COMPLAINTS_PER_ADDRESS_RULE.limit} complaints per client address and ${COMPLAINTS_PER_MEMBER_RULE.limit} ` +
      `per logged-in member in ${COMPLAINTS_PER_ADDRESS_RULE.windowSeconds / 60} minutes (fixed windows); over ` +
      'either, 429 `rate_limited` with `retry_after` (seconds until the window ends, also the `Retry-After` ' +
      'header) and nothing is stored.',
    body: ComplaintSchema,
    response: { 201: ComplaintResponseSchema },
    idempotent: true,
  });
  app.post('/api/complaints.php', { bodyLimit: 16 * 1024, schema }, async (request, reply) => {
    const complaint = validate(ComplaintSchema, request.body);
    await enforceComplaintLimits(db, request, reply);
    const site = await resolveSite(db, request.headers.host);
    const cookieLanguage = request.cookies[LOCALE_COOKIE.name];
    const language = isLanguage(cookieLanguage) ? cookieLanguage : site.domain_language;
    const stored = await fileComplaint(db, site.id, language, complaint);
    return reply.status(201).send(stored);
  });
}
