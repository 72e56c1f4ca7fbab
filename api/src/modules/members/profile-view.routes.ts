import type { FastifyInstance } from 'fastify';
import { LANDING_COOKIE, MemberProfileQuerySchema, MemberProfileResponseSchema } from '@app/shared/contract';
import type { Db } from '../../db/database';
import { docs } from '../../http/openapi';
import { validate } from '../../http/validate';
import { requestLanguage } from '../settings';
import { visitorTrafficSource } from './profile-view.access';
import { viewerSite, viewProfile } from './profile-view.service';

const schema = docs({
  tag: 'members',
  summary: 'Another member’s profile for /members/{id}, with photos and related profiles.',
  description:
    'Open to visitors when the site’s `logged_out_search` allows (or `logged_out_search_trafficsource` with a ' +
    '`traffic_source` query or a visit that landed with a traffic source or network: the `landing` cookie of ' +
    'POST /api/landing.php), else 403 `authentication_required`. 404 `not_found` for an unknown, hidden, ' +
    'disabled or deleted profile, one outside the member pool of the viewer’s site (ADR 0009), the viewer’s own, ' +
    'and a profile whose member blocked the viewer. Private photos carry their paths only for a premium viewer; ' +
    'for everybody else they are `{id, locked: true}`. Attributes the site does not show are null. Viewing ' +
    'clears the new-like flag of that member’s like on the viewer (spec section 4).',
  query: MemberProfileQuerySchema,
  response: { 200: MemberProfileResponseSchema },
});

/** GET /api/member.php?id= */
export function profileViewRoutes(app: FastifyInstance, db: Db): void {
  app.get('/api/member.php', { schema }, async (request) => {
    const query = validate(MemberProfileQuerySchema, request.query);
    const { user } = request;
    const site = await viewerSite(db, user, request.headers.host);
    const language = await requestLanguage(db, request);
    const trafficSource = user
      ? undefined
      : await visitorTrafficSource(db, site, query.traffic_source, request.cookies[LANDING_COOKIE.name]);
    return viewProfile(db, { user, site, language, trafficSource: trafficSource ?? undefined }, query.id);
  });
}
