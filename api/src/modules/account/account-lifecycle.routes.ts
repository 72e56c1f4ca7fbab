import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  ACCOUNT_REACTIVATION_DAYS,
  AccountDeleteResponseSchema,
  AccountExportQuerySchema,
  AccountDeleteSchema,
  AccountPauseSchema,
  DEFAULT_LANGUAGE,
  isLanguage,
  LoginLinkSchema,
  OkResponseSchema,
  REACTIVATION_PAGES,
  TokenQuerySchema,
  UserResponseSchema,
} from '@app/shared/contract';
import type { Config } from '../../config';
import type { Db } from '../../db/database';
import { AppError } from '../../http/app-error';
import { docs } from '../../http/openapi';
import { validate } from '../../http/validate';
import { requireUser, type Sessions } from '../auth';
import { deleteAccount, reactivateAccount, setProfileHidden } from './account-deletion.service';
import { exportAccountData } from './account-export.service';
import { exportTokenUser, issueAccountToken } from './account-token.service';
import type { AccountMails } from '../mail';
import { PASSWORD_CHECK_RATE_LIMIT } from './credentials.service';
import { logInByLink } from './login-link.service';
import { publicOrigin } from '../../http/public-origin';

const deleteDocs = docs({
  tag: 'account',
  summary: `Deletes the account: it can be reactivated by the link of a mail for ${ACCOUNT_REACTIVATION_DAYS} days.`,
  description:
    'The password must be right (400 `validation_failed`, `fields.password`: `errors.password_wrong`; ' +
    `429 \`rate_limited\` after ${PASSWORD_CHECK_RATE_LIMIT.limit} checks an hour). The member becomes \`deleted\` ` +
    '(login answers 403 `account_deleted`), the profile hidden, every session ends and the session cookie is ' +
    'cleared. A reactivation mail in the member’s language names the exact date; its single-use link ' +
    '(`/api/reactivate.php`) works until `reactivate_until`. After that date the account and its data are purged. ' +
    'The optional `reason` is written to the server log only. `export_token` lets the browser download the ' +
    'member’s data without the session (`GET /api/account-export.php?token=`) until `reactivate_until`.',
  body: AccountDeleteSchema,
  response: { 200: AccountDeleteResponseSchema },
  session: true,
});

const pauseDocs = docs({
  tag: 'account',
  summary: 'Pauses the account (an alternative to deletion): hides the profile, or shows it again.',
  description:
    '`hidden: true` sets the profile status `hidden` (out of search, likes and suggestions), `false` `active`; a ' +
    'disabled profile stays disabled. With `hidden: true`, `mail: false` also turns all mail off (`mail` in the ' +
    'user’s `notifications_disabled`). Showing a hidden profile again (`hidden: false`) turns mail back on, unless ' +
    'a spam complaint, a bounce or a list-unsubscribe turned it off (`mail_disabled_reason`). Account mails are ' +
    'always sent.',
  body: AccountPauseSchema,
  response: { 200: OkResponseSchema },
  session: true,
});

const reactivateDocs = docs({
  tag: 'account',
  summary: 'The link of the reactivation mail: restores a deleted account and logs the member in (single use).',
  description:
    'The member gets back the status of before the deletion (`not_confirmed` or `confirmed`, stored with the token), ' +
    `the profile is active again, and a session cookie is set; answers 302 to \`${REACTIVATION_PAGES.done}\`. ` +
    `An invalid, used or expired link answers 302 to \`${REACTIVATION_PAGES.error}\`.`,
  query: TokenQuerySchema,
  response: { 302: null },
  errors: false,
});

const exportDocs = docs({
  tag: 'account',
  summary: "Downloads the member's own data as JSON (attachment).",
  description:
    'The account (without password hash or tokens), the profile, the photos (filename, private flag, created_at), ' +
    'the messages sent and received (of the other side only the profile id and name), the credit ledger, ' +
    'orders and transactions. `Content-Disposition: attachment; filename="account-data-YYYY-MM-DD.json"`. ' +
    'With the session of the member, or after the deletion (no session any more) with the `export_token` of ' +
    'DELETE /api/account.php: it works as often as needed while the account is deleted and can be reactivated; ' +
    'an unknown or expired token, or one of a reactivated account, answers 400 `link_invalid`.',
  query: AccountExportQuerySchema,
  response: { 200: z.record(z.string(), z.unknown()) },
  session: true,
});

const loginLinkDocs = docs({
  tag: 'auth',
  summary: 'Logs in with the token of a login link (the `/{token}` route of mails) and answers its target.',
  description:
    'The link is single use and valid for 7 days; it sets a new session cookie (any session the browser brought ' +
    'ends). An unknown, used or expired token answers 400 `link_invalid`; a deleted account 403 `account_deleted` ' +
    '(the link stays unused). `target` is always a same-site path.',
  body: LoginLinkSchema,
  response: { 200: UserResponseSchema.extend({ target: z.string() }) },
});

/** Account deletion and its alternatives, reactivation, the data export and login links. */
export function accountLifecycleRoutes(
  app: FastifyInstance,
  db: Db,
  config: Config,
  mails: AccountMails,
  sessions: Sessions,
): void {
  app.delete('/api/account.php', { config: { idempotency: false }, schema: deleteDocs }, async (request, reply) => {
    const user = requireUser(request);
    const body = validate(AccountDeleteSchema, request.body);
    const reactivateUntil = await deleteAccount(db, mails, user, {
      password: body.password,
      origin: publicOrigin(config, request),
      language: isLanguage(user.language) ? user.language : DEFAULT_LANGUAGE,
    });
    if (body.reason) request.log.info({ userId: user.id, reason: body.reason }, 'account deleted');
    await sessions.end(request, reply);
    const exportToken = await issueAccountToken(db, user.id, 'export', { expiresAt: reactivateUntil });
    return { reactivate_until: reactivateUntil.toISOString(), export_token: exportToken };
  });

  app.put('/api/account-pause.php', { config: { idempotency: false }, schema: pauseDocs }, async (request) => {
    const user = requireUser(request);
    const body = validate(AccountPauseSchema, request.body);
    await setProfileHidden(db, user.id, body);
    return { ok: true };
  });

  app.get('/api/reactivate.php', { schema: reactivateDocs }, async (request, reply) => {
    const token = (request.query as Record<string, unknown>).token;
    const userId = typeof token === 'string' ? await reactivateAccount(db, token) : null;
    if (userId === null) return reply.redirect(REACTIVATION_PAGES.error, 302);
    await sessions.start(request, reply, userId);
    return reply.redirect(REACTIVATION_PAGES.done, 302);
  });

  app.get('/api/account-export.php', { schema: exportDocs }, async (request, reply) => {
    const { token } = validate(AccountExportQuerySchema, request.query);
    const data = token ? await exportOfDeletedAccount(db, token) : await exportAccountData(db, requireUser(request).id);
    const filename = `account-data-${data.exported_at.slice(0, 10)}.json`;
    return reply
      .header('content-type', 'application/json; charset=utf-8')
      .header('content-disposition', `attachment; filename="${filename}"`)
      .header('cache-control', 'no-store')
      .send(JSON.stringify(data, null, 2));
  });

  app.post('/api/login-link.php', { config: { idempotency: false }, schema: loginLinkDocs }, async (request, reply) => {
    const body = validate(LoginLinkSchema, request.body);
    return logInByLink(db, body.token, (userId) => sessions.start(request, reply, userId));
  });
}

/** The data of a deleted account by its export token, while it can be reactivated (link_invalid otherwise). */
async function exportOfDeletedAccount(db: Db, token: string) {
  const userId = await exportTokenUser(db, token);
  const data = userId === undefined ? null : await exportAccountData(db, userId);
  if (!data || data.user.status !== 'deleted') throw new AppError('link_invalid');
  return data;
}
