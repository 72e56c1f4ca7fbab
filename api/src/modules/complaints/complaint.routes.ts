import type { FastifyInstance } from 'fastify';
import { ComplaintSchema, isLanguage, LOCALE_COOKIE } from '@app/shared/contract';
import type { Db } from '../../db/database';
import { validate } from '../../http/validate';
import { resolveSite } from '../settings/site.service';
import { fileComplaint } from './complaint.service';

export function complaintRoutes(app: FastifyInstance, db: Db): void {
  app.post('/api/complaints.php', { bodyLimit: 16 * 1024 }, async (request, reply) => {
    const complaint = validate(ComplaintSchema, request.body);
    const site = await resolveSite(db, request.headers.host);
    const cookieLanguage = request.cookies[LOCALE_COOKIE.name];
    const language = isLanguage(cookieLanguage) ? cookieLanguage : site.domain_language;
    const stored = await fileComplaint(db, site.id, language, complaint);
    return reply.status(201).send(stored);
  });
}
