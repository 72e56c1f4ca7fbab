import type { FastifyInstance } from 'fastify';
import { isLanguage, LANDING_COOKIE, LOCALE_COOKIE, SignupSchema, UserResponseSchema } from '@app/shared/contract';
import type { Db } from '../../db/database';
import { addressRateKey, clientAddress } from '../../http/client-address';
import { docs } from '../../http/openapi';
import { enforceRateLimit, type RateLimitRule } from '../../http/rate-limit';
import { validate } from '../../http/validate';
import { publicOrigin } from '../../http/public-origin';
import { applyLanding } from '../affiliates/landing.service';
import { requestClientType } from '../auth/client-type';
import type { Sessions } from '../auth/session.service';
import { resolveSite } from '../settings/site.service';
import { signUp, type SignupMails } from './signup.service';
import { loadUserDto } from './user.service';

/**
 * Sign-ups per client address (SIGNUPS_PER_ADDRESS_PER_HOUR, default 10): also bounds probing which
 * emails have an account.
 */
export function signupRateLimit(perHour: number): RateLimitRule {
  return { name: 'signup', limit: perHour, windowSeconds: 3600 };
}

/** POST /api/signup.php: the account step; the new member is logged in. */
export function signupRoutes(app: FastifyInstance, db: Db, sessions: Sessions, mails: SignupMails): void {
  const rateLimit = signupRateLimit(mails.config.signupsPerAddressPerHour);
  // No Idempotency-Key replay: it would answer without the session cookie, and the key's request
  // hash would keep a fast hash of the password. A repeated sign-up answers email_taken.
  const schema = docs({
    tag: 'users',
    summary: 'Signs up (the account step, spec section 5); the new member is logged in.',
    description:
      'Sets the session cookie and answers the new user. 409 `email_taken` (also for a repeated request: no ' +
      'Idempotency-Key replay), 403 `signup_closed` when the site takes sign-ups only with a traffic source or an ' +
      `invitation, 400 \`invitation_invalid\`, 429 \`rate_limited\` after ${rateLimit.limit} sign-ups per ` +
      `client address in ${rateLimit.windowSeconds / 60} minutes. The body is at most 16 kB.`,
    body: SignupSchema,
    response: { 201: UserResponseSchema },
  });
  const options = { bodyLimit: 16 * 1024, config: { idempotency: false }, schema };
  app.post('/api/signup.php', options, async (request, reply) => {
    const signup = validate(SignupSchema, request.body);
    await enforceRateLimit(db, reply, rateLimit, addressRateKey(clientAddress(request)));
    const site = await resolveSite(db, request.headers.host);
    const cookieLanguage = request.cookies[LOCALE_COOKIE.name];
    const landed = await applyLanding(db, request.cookies[LANDING_COOKIE.name], site.id, signup);
    const { userId, token } = await signUp(db, site, landed.signup, {
      language: isLanguage(cookieLanguage) ? cookieLanguage : site.domain_language,
      clientType: requestClientType(request) ?? 'web',
      activation: { mails: mails.mails, origin: publicOrigin(mails.config, request), log: request.log },
      landingId: landed.landingId,
    });
    await sessions.issue(request, reply, token);
    return reply.status(201).send({ user: await loadUserDto(db, userId) });
  });
}
