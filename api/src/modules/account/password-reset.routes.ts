import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { OkResponseSchema, PasswordResetDoSchema, PasswordResetRequestSchema } from '@app/shared/contract';
import type { Config } from '../../config';
import type { Db } from '../../db/database';
import { addressRateKey, clientAddress } from '../../http/client-address';
import { docs } from '../../http/openapi';
import { enforceRateLimit, type RateLimitRule } from '../../http/rate-limit';
import { validate } from '../../http/validate';
import { resolveSite } from '../settings';
import type { AccountMails } from '../mail';
import { publicOrigin } from '../../http/public-origin';
import { requestPasswordReset, resetPassword, RESET_MAILS_PER_EMAIL } from './password-reset.service';

/** Reset requests per client address. */
export const RESET_RATE_LIMIT: RateLimitRule = { name: 'password_reset_ip', limit: 20, windowSeconds: 3600 };

const requestDocs = docs({
  tag: 'account',
  summary: 'Asks for a password-reset mail (a link to /reset-password/do, valid 1 hour).',
  description:
    'Always 202 `{"ok": true}`, whether or not the email has an account. After ' +
    `${RESET_MAILS_PER_EMAIL.limit} requests for one email within a day: 429 \`reset_limit\` ("try tomorrow"); ` +
    `after ${RESET_RATE_LIMIT.limit} requests per client address in an hour: 429 \`rate_limited\`.`,
  body: PasswordResetRequestSchema,
  response: { 202: z.object({ ok: z.literal(true) }) },
});

const doDocs = docs({
  tag: 'account',
  summary: 'Sets a new password with the token of a reset mail; every session of the member ends.',
  description:
    'The two passwords must match (400 `validation_failed`, `fields.password_repeat`: `errors.passwords_mismatch`). ' +
    'An invalid, used or expired token answers 400 `link_invalid`. The token works once.',
  body: PasswordResetDoSchema,
  response: { 200: OkResponseSchema },
});

export function passwordResetRoutes(app: FastifyInstance, db: Db, config: Config, mails: AccountMails): void {
  app.post(
    '/api/password-reset.php',
    { config: { idempotency: false }, schema: requestDocs },
    async (request, reply) => {
      const { email } = validate(PasswordResetRequestSchema, request.body);
      await enforceRateLimit(db, reply, RESET_RATE_LIMIT, addressRateKey(clientAddress(request)));
      const site = await resolveSite(db, request.headers.host);
      await requestPasswordReset(db, mails, { siteId: site.id, email, origin: publicOrigin(config, request) });
      return reply.status(202).send({ ok: true });
    },
  );

  app.post('/api/password-reset-do.php', { config: { idempotency: false }, schema: doDocs }, async (request) => {
    const body = validate(PasswordResetDoSchema, request.body);
    await resetPassword(db, body.token, body.password);
    return { ok: true };
  });
}
