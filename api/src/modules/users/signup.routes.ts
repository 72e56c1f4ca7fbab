import type { FastifyInstance } from 'fastify';
import { isLanguage, LANDING_COOKIE, LOCALE_COOKIE, SignupSchema, UserResponseSchema } from '@app/shared/contract';
import type { Db } from '../../db/database';
import { addressRateKey, clientAddress } from '../../http/client-address';
import { docs } from '../../http/openapi';
import { AppError } from '../../http/app-error';
import { validate } from '../../http/validate';
import { publicOrigin } from '../../http/public-origin';
import { requestClientType, type Sessions } from '../auth';
import { resolveSite } from '../settings';
import { signupLimit } from './signup-limit';
import { admitSignup, linkAdmittedSignup } from './signup-limit.service';
import { signUpFromLanding, type SignupMails } from './signup.service';
import { loadUserDto } from './user.service';

/** POST /api/signup.php: the account step; the new member is logged in. */
export function signupRoutes(app: FastifyInstance, db: Db, sessions: Sessions, mails: SignupMails): void {
  // Per client address (ADR 0028); failed sign-ups count too, which bounds probing which emails have an account.
  const limit = signupLimit(mails.config.signupsPerAddressPerHour);
  // No Idempotency-Key replay: it would answer without the session cookie, and the key's request
  // hash would keep a fast hash of the password. A repeated sign-up answers email_taken.
  const schema = docs({
    tag: 'users',
    summary: 'Signs up (the account step, spec section 5); the new member is logged in.',
    description:
      'Sets the session cookie and answers the new user. 409 `email_taken` (also for a repeated request: no ' +
      'Idempotency-Key replay), 403 `signup_closed` when the site takes sign-ups only with a traffic source or an ' +
      `invitation, 400 \`invitation_invalid\`. 429 \`rate_limited\` with \`retry_after\` (seconds, also the ` +
      `Retry-After header) when the client address made ${limit.unconfirmed} sign-ups in the last ` +
      `${limit.windowSeconds / 60} minutes that are not confirmed or failed, or ${limit.all} in all (ADR 0028). ` +
      'The body is at most 16 kB.',
    body: SignupSchema,
    response: { 201: UserResponseSchema },
  });
  const options = { bodyLimit: 16 * 1024, config: { idempotency: false }, schema };
  app.post('/api/signup.php', options, async (request, reply) => {
    const signup = validate(SignupSchema, request.body);
    const admission = await admitSignup(db, limit, addressRateKey(clientAddress(request)));
    if (!admission.admitted) {
      reply.header('retry-after', String(admission.retryAfter));
      throw new AppError('rate_limited', { retry_after: admission.retryAfter });
    }
    const site = await resolveSite(db, request.headers.host);
    const cookieLanguage = request.cookies[LOCALE_COOKIE.name];
    const { userId, token } = await signUpFromLanding(db, site, signup, request.cookies[LANDING_COOKIE.name], {
      language: isLanguage(cookieLanguage) ? cookieLanguage : site.domain_language,
      clientType: requestClientType(request) ?? 'web',
      activation: { mails: mails.mails, origin: publicOrigin(mails.config, request), log: request.log },
    });
    await linkAdmittedSignup(db, admission.attemptId, userId);
    await sessions.issue(request, reply, token);
    return reply.status(201).send({ user: await loadUserDto(db, userId) });
  });
}
