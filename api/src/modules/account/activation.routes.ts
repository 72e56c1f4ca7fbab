import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { ACCOUNT_PAGES, TokenQuerySchema } from '@app/shared/contract';
import type { Config } from '../../config';
import type { Db } from '../../db/database';
import { docs } from '../../http/openapi';
import { enforceRateLimit, type RateLimitRule } from '../../http/rate-limit';
import { requireUser } from '../auth';
import type { AccountMails } from '../mail';
import { activate } from './activation.service';
import { publicOrigin } from '../../http/public-origin';

/** Activation mails a member may ask for again. */
export const ACTIVATION_MAIL_RATE_LIMIT: RateLimitRule = { name: 'activation_mail', limit: 5, windowSeconds: 86_400 };

const AcceptedSchema = z.object({ ok: z.literal(true) });

const activateDocs = docs({
  tag: 'account',
  summary: 'The link of the activation mail: confirms the email address (single use, 7 days).',
  description: `Answers 302 to \`${ACCOUNT_PAGES.activateDone}\`, or to \`${ACCOUNT_PAGES.activateError}\` when the link is invalid, used or expired.`,
  query: TokenQuerySchema,
  response: { 302: null },
  errors: false,
});

const resendDocs = docs({
  tag: 'account',
  summary: 'Sends the activation mail again.',
  description:
    `At most ${ACTIVATION_MAIL_RATE_LIMIT.limit} a day per member (then 429 \`rate_limited\`). A confirmed ` +
    'member gets no mail; the answer is the same.',
  response: { 202: AcceptedSchema },
  session: true,
});

export function activationRoutes(app: FastifyInstance, db: Db, config: Config, mails: AccountMails): void {
  app.get('/api/activate.php', { schema: activateDocs }, async (request, reply) => {
    const token = (request.query as Record<string, unknown>).token;
    const ok = typeof token === 'string' && (await activate(db, token));
    return reply.redirect(ok ? ACCOUNT_PAGES.activateDone : ACCOUNT_PAGES.activateError, 302);
  });

  app.post(
    '/api/activation-mail.php',
    { config: { idempotency: false }, schema: resendDocs },
    async (request, reply) => {
      const user = requireUser(request);
      await enforceRateLimit(db, reply, ACTIVATION_MAIL_RATE_LIMIT, String(user.id));
      if (user.status === 'not_confirmed') await mails.sendActivation(user.id, publicOrigin(config, request));
      return reply.status(202).send({ ok: true });
    },
  );
}
