import type { FastifyInstance, FastifyReply } from 'fastify';
import { LANDING_COOKIE, LandingResponseSchema, LandingSchema } from '@app/shared/contract';
import type { Db } from '../../db/database';
import { addressRateKey, clientAddress } from '../../http/client-address';
import { docs } from '../../http/openapi';
import { enforceRateLimit, type RateLimitRule } from '../../http/rate-limit';
import { validate } from '../../http/validate';
import { resolveSite } from '../settings';
import { landingDto, landingOfCookie, recordLanding } from './landing.service';

/** New landings per client address: every ad click is one, a script is not. */
const LANDING_RATE_LIMIT: RateLimitRule = { name: 'landing', limit: 120, windowSeconds: 3600 };

/** The landing cookie: HttpOnly, SameSite=Lax, the whole site, for the browser session, Secure in production. */
function setLandingCookie(reply: FastifyReply, id: string, secure: boolean): void {
  reply.setCookie(LANDING_COOKIE.name, id, { path: '/', httpOnly: true, sameSite: 'lax', secure });
}

const schema = docs({
  tag: 'users',
  summary: 'Records the landing of a visit: the tracking record, the traffic source and the landing path.',
  description:
    'Every field is optional. 201 with the stored landing and the HttpOnly `landing` cookie naming it; 200 with ' +
    'the visit’s earlier landing when the cookie names one (first touch wins: nothing changes), or with ' +
    '`landing: null` when the body names neither a tracking value nor a traffic source (nothing stored). Sign-up ' +
    'attaches the landing the cookie names to the new member. 400 `validation_failed` names every field too long ' +
    '(network, ref, sub1-3 and traffic_source 255 characters, landing_path 2048), not a string or with a ' +
    `control character; 429 \`rate_limited\` with Retry-After after ${LANDING_RATE_LIMIT.limit} new landings per client address in ` +
    'an hour.',
  body: LandingSchema,
  response: { 200: LandingResponseSchema, 201: LandingResponseSchema },
});

/** POST /api/landing.php. */
export function landingRoutes(app: FastifyInstance, db: Db, secureCookies: boolean): void {
  // No Idempotency-Key replay: it would answer without the cookie. The cookie makes a repeat harmless.
  const options = { bodyLimit: 16 * 1024, config: { idempotency: false }, schema };
  app.post('/api/landing.php', options, async (request, reply) => {
    const input = validate(LandingSchema, request.body ?? {});
    const site = await resolveSite(db, request.headers.host);
    const earlier = await landingOfCookie(db, request.cookies[LANDING_COOKIE.name], site.id);
    if (!earlier) await enforceRateLimit(db, reply, LANDING_RATE_LIMIT, addressRateKey(clientAddress(request)));
    const result = await recordLanding(db, site.id, input, earlier);
    if (result.kind === 'nothing') return reply.status(200).send({ landing: null });
    if (result.kind === 'kept') return reply.status(200).send({ landing: landingDto(result.landing) });
    setLandingCookie(reply, result.landing.id, secureCookies);
    return reply.status(201).send({ landing: landingDto(result.landing) });
  });
}
