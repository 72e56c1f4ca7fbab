import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  ACCOUNT_PAGES,
  MailChangeSchema,
  OkResponseSchema,
  PasswordChangeSchema,
  TokenQuerySchema,
} from '@app/shared/contract';
import type { Config } from '../../config';
import type { Db } from '../../db/database';
import { docs } from '../../http/openapi';
import { validate } from '../../http/validate';
import { requireUser } from '../auth';
import type { AccountMails } from '../mail';
import { changePassword, PASSWORD_CHECK_RATE_LIMIT, requestMailChange } from './credentials.service';
import { publicOrigin } from '../../http/public-origin';
import { confirmMailChange } from './mail-change.service';

const limitText =
  `429 \`rate_limited\` after ${PASSWORD_CHECK_RATE_LIMIT.limit} password checks per member in ` +
  `${PASSWORD_CHECK_RATE_LIMIT.windowSeconds / 60} minutes.`;

const passwordDocs = docs({
  tag: 'account',
  summary: "Changes the logged-in member's password; the current session stays, all others end.",
  description:
    'A wrong old password answers 400 `validation_failed` with `fields.old_password`: `errors.password_wrong`; ' +
    `different new passwords \`fields.new_password_repeat\`: \`errors.passwords_mismatch\`. ${limitText}`,
  body: PasswordChangeSchema,
  response: { 200: OkResponseSchema },
  session: true,
});

const mailChangeDocs = docs({
  tag: 'account',
  summary: 'Asks to change the email address: a confirmation link to the new one, a notice to the old one.',
  description:
    'The password must be right (400 `validation_failed`, `fields.password`: `errors.password_wrong`); an ' +
    `address that has an account answers 409 \`email_taken\`. The link is valid for 24 hours. ${limitText}`,
  body: MailChangeSchema,
  response: { 202: z.object({ ok: z.literal(true) }) },
  session: true,
});

const mailChangeDoDocs = docs({
  tag: 'account',
  summary: 'The link of the mail-change mail: the new address becomes the account’s (single use).',
  description: `Answers 302 to \`${ACCOUNT_PAGES.mailChangeDone}\`, or \`${ACCOUNT_PAGES.mailChangeError}\`.`,
  query: TokenQuerySchema,
  response: { 302: null },
  errors: false,
});

/** Password change and mail change of a logged-in member. */
export function credentialsRoutes(app: FastifyInstance, db: Db, config: Config, mails: AccountMails): void {
  app.put('/api/password.php', { config: { idempotency: false }, schema: passwordDocs }, async (request) => {
    const user = requireUser(request);
    const body = validate(PasswordChangeSchema, request.body);
    await changePassword(db, user, {
      oldPassword: body.old_password,
      newPassword: body.new_password,
      currentSessionHash: request.authSession?.tokenHash ?? null,
    });
    return { ok: true };
  });

  app.post(
    '/api/mail-change.php',
    { config: { idempotency: false }, schema: mailChangeDocs },
    async (request, reply) => {
      const user = requireUser(request);
      const body = validate(MailChangeSchema, request.body);
      await requestMailChange(db, mails, user, {
        newEmail: body.new_email,
        password: body.password,
        origin: publicOrigin(config, request),
      });
      return reply.status(202).send({ ok: true });
    },
  );

  app.get('/api/mail-change-do.php', { schema: mailChangeDoDocs }, async (request, reply) => {
    const token = (request.query as Record<string, unknown>).token;
    const ok = typeof token === 'string' && (await confirmMailChange(db, token));
    return reply.redirect(ok ? ACCOUNT_PAGES.mailChangeDone : ACCOUNT_PAGES.mailChangeError, 302);
  });
}
