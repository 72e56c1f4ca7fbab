import fs from 'node:fs/promises';
import path from 'node:path';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ACCOUNT_REACTIVATION_DAYS,
  DELETE_DISCOUNT_VALID_DAYS,
  DeleteDiscountResponseSchema,
  LOGIN_TOKEN_PATTERN,
} from '@app/shared/contract';
import { confirmUser } from '../src/modules/account/account-user.repository';
import { purgeDeletedAccounts } from '../src/modules/account/account-deletion.service';
import { removeProfilePhotos } from '../src/modules/media/photo-store';
import { createLoginLink } from '../src/modules/account/login-link.service';
import { mailsTo, nextIp, PASSWORD, sessionCookie, signUpMember, tokenIn } from './support/account-helpers';
import { createTestApp, DATABASE_KINDS, type TestApp } from './support/test-app';

const DAY_MS = 86_400_000;

describe.each(DATABASE_KINDS)('account deletion, reactivation, export and login links on %s', (kind) => {
  let test: TestApp;
  beforeAll(async () => {
    test = await createTestApp(kind);
    await test.db.updateTable('sites').set({ signups: 'all' }).execute();
  });
  afterAll(async () => {
    await test?.close();
  });

  const inject = (options: InjectOptions) => test.app.inject(options);
  const login = (email: string, password = PASSWORD) =>
    inject({ method: 'POST', url: '/api/user.php', remoteAddress: nextIp(), payload: { email, password } });
  const deleteAccount = (session: string, payload: Record<string, unknown>) =>
    inject({ method: 'DELETE', url: '/api/account.php', cookies: { session }, payload });
  const userRow = (id: number) =>
    test.db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
  const profileRow = (id: number) =>
    test.db.selectFrom('profiles').selectAll().where('user_id', '=', id).executeTakeFirstOrThrow();
  const sessionsOf = async (id: number) =>
    (await test.db.selectFrom('sessions').select('token_hash').where('user_id', '=', id).execute()).length;

  describe('deletion', () => {
    it('refuses a wrong password and a visitor, and keeps the account', async () => {
      const member = await signUpMember(test);
      const wrong = await deleteAccount(member.session, { password: 'not the password' });
      expect(wrong.statusCode).toBe(400);
      expect(wrong.json()).toEqual({ error: 'validation_failed', fields: { password: 'errors.password_wrong' } });
      const missing = await deleteAccount(member.session, {});
      expect(missing.json()).toMatchObject({ fields: { password: 'errors.password_required' } });
      expect(
        (await inject({ method: 'DELETE', url: '/api/account.php', payload: { password: PASSWORD } })).statusCode,
      ).toBe(403);
      expect((await userRow(member.id)).status).toBe('not_confirmed');
      expect((await login(member.email)).statusCode).toBe(200);
    });

    it('deletes with the right password: status, dates, hidden profile, no sessions, cookie cleared, mail', async () => {
      const member = await signUpMember(test, { locale: 'de' });
      const before = Date.now();
      const response = await deleteAccount(member.session, { password: PASSWORD, reason: 'found someone' });
      expect(response.statusCode, response.body).toBe(200);
      const until = new Date(response.json().reactivate_until as string);
      expect(until.getTime()).toBeGreaterThanOrEqual(before + ACCOUNT_REACTIVATION_DAYS * DAY_MS);
      expect(until.getTime()).toBeLessThan(Date.now() + ACCOUNT_REACTIVATION_DAYS * DAY_MS + 1000);
      const cleared = response.cookies.find((cookie) => cookie.name === 'session');
      expect(cleared?.value).toBe('');

      const user = await userRow(member.id);
      expect(user.status).toBe('deleted');
      expect(user.deleted_at).not.toBeNull();
      expect(new Date(user.reactivate_until!).toISOString()).toBe(until.toISOString());
      expect((await profileRow(member.id)).status).toBe('hidden');
      expect(await sessionsOf(member.id)).toBe(0);
      const me = await inject({ method: 'GET', url: '/api/user.php', cookies: { session: member.session } });
      expect(me.json()).toEqual({ user: null });

      const denied = await login(member.email);
      expect(denied.statusCode).toBe(403);
      expect(denied.json()).toEqual({ error: 'account_deleted' });

      const [mail] = await mailsTo(test, member.email);
      expect(mail).toMatchObject({ kind: 'reactivation', language: 'de', user_id: member.id });
      expect(mail!.subject).toMatch(/^Dein Konto bei .+ wurde gelöscht$/);
      const date = new Intl.DateTimeFormat('de', { dateStyle: 'long', timeStyle: 'short', timeZone: 'UTC' }).format(
        until,
      );
      expect(mail!.text_body).toContain(`${date} UTC`);
      expect(mail!.html_body).toContain('/api/reactivate.php?token=');
      const token = await test.db
        .selectFrom('account_tokens')
        .selectAll()
        .where('user_id', '=', member.id)
        .where('kind', '=', 'reactivation')
        .executeTakeFirstOrThrow();
      expect(new Date(token.expires_at!).toISOString()).toBe(until.toISOString());
      expect(token.previous_status).toBe('not_confirmed');
    });

    it('pauses: hides the profile and shows it again', async () => {
      const member = await signUpMember(test);
      await confirmUser(test.db, member.id);
      const pause = (hidden: unknown) =>
        inject({
          method: 'PUT',
          url: '/api/account-pause.php',
          cookies: { session: member.session },
          payload: { hidden },
        });
      expect((await pause(true)).json()).toEqual({ ok: true });
      expect((await profileRow(member.id)).status).toBe('hidden');
      expect((await pause(false)).statusCode).toBe(200);
      expect((await profileRow(member.id)).status).toBe('active');
      expect((await pause('yes')).statusCode).toBe(400);
      expect(
        (await inject({ method: 'PUT', url: '/api/account-pause.php', payload: { hidden: true } })).statusCode,
      ).toBe(403);
    });
    it('pauses with mail off; showing the profile again turns mail back on', async () => {
      const member = await signUpMember(test);
      await confirmUser(test.db, member.id);
      const pause = (payload: object) =>
        inject({ method: 'PUT', url: '/api/account-pause.php', cookies: { session: member.session }, payload });
      const mailState = async () => {
        const row = await userRow(member.id);
        return { disabled: row.notifications_disabled, reason: row.mail_disabled_reason };
      };
      await inject({
        method: 'PUT',
        url: '/api/notifications.php',
        cookies: { session: member.session },
        payload: { push: { like: false } },
      });
      expect((await pause({ hidden: true, mail: false })).json()).toEqual({ ok: true });
      expect((await profileRow(member.id)).status).toBe('hidden');
      expect(await mailState()).toEqual({ disabled: ['push_like', 'mail'], reason: null });
      // Pausing again does not add it twice.
      await pause({ hidden: true, mail: false });
      expect((await mailState()).disabled).toEqual(['push_like', 'mail']);

      await pause({ hidden: false });
      expect((await profileRow(member.id)).status).toBe('active');
      expect(await mailState()).toEqual({ disabled: ['push_like'], reason: null });

      // A pause without `mail: false` leaves mail on.
      await pause({ hidden: true });
      expect((await mailState()).disabled).toEqual(['push_like']);
      await pause({ hidden: false });
      expect((await pause({ hidden: true, mail: 'no' })).statusCode).toBe(400);
    });

    it('keeps mail off after a pause when an unsubscribe turned it off', async () => {
      const member = await signUpMember(test);
      const token = tokenIn((await mailsTo(test, member.email))[0]!.text_body, '/api/unsubscribe.php');
      await inject({ method: 'POST', url: `/api/unsubscribe.php?token=${token}` });
      const pause = (payload: object) =>
        inject({ method: 'PUT', url: '/api/account-pause.php', cookies: { session: member.session }, payload });
      await pause({ hidden: true, mail: false });
      await pause({ hidden: false });
      const row = await userRow(member.id);
      expect(row.notifications_disabled).toEqual(['mail']);
      expect(row.mail_disabled_reason).toBe('list_unsubscribe');
      // Showing a profile that was not hidden changes nothing about mail.
      await inject({
        method: 'PUT',
        url: '/api/notifications.php',
        cookies: { session: member.session },
        payload: { mail_enabled: false },
      });
      await test.db.updateTable('users').set({ mail_disabled_reason: null }).where('id', '=', member.id).execute();
      await pause({ hidden: false });
      expect((await userRow(member.id)).notifications_disabled).toEqual(['mail']);
    });
  });

  describe('delete discount', () => {
    const askDiscount = (session?: string) =>
      inject({ method: 'POST', url: '/api/delete-discount.php', cookies: session ? { session } : {} });

    it('answers a personal code of the company delete discount, the same one when asked again', async () => {
      const member = await signUpMember(test);
      const company = await test.db
        .selectFrom('company_info')
        .select('delete_discount')
        .orderBy('id')
        .executeTakeFirstOrThrow();
      expect(company.delete_discount).toBeGreaterThan(0);
      const before = Date.now();
      const first = await askDiscount(member.session);
      expect(first.statusCode, first.body).toBe(200);
      const offer = DeleteDiscountResponseSchema.parse(first.json());
      expect(offer.code).toMatch(/^STAY-[A-Z2-9]{6}$/);
      expect(offer.percentage).toBe(company.delete_discount);
      const expires = new Date(offer.expires).getTime();
      expect(expires).toBeGreaterThanOrEqual(before + DELETE_DISCOUNT_VALID_DAYS * DAY_MS - 1000);
      expect(expires).toBeLessThanOrEqual(Date.now() + DELETE_DISCOUNT_VALID_DAYS * DAY_MS);

      const [second, third] = await Promise.all([askDiscount(member.session), askDiscount(member.session)]);
      expect(second.json()).toEqual(offer);
      expect(third.json()).toEqual(offer);
      const rows = await test.db.selectFrom('discount_codes').selectAll().where('user_id', '=', member.id).execute();
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({
        code: offer.code,
        country: 'CH',
        value_percentage: company.delete_discount,
        status: 'active',
        validity: 'once-per-user',
      });

      // Another member gets a code of their own.
      const other = await signUpMember(test);
      expect((await askDiscount(other.session)).json().code).not.toBe(offer.code);
      // An expired code is replaced by a new one.
      await test.db
        .updateTable('discount_codes')
        .set({ expires: new Date(before - DAY_MS) })
        .where('user_id', '=', member.id)
        .execute();
      expect((await askDiscount(member.session)).json().code).not.toBe(offer.code);
    });

    it('refuses a visitor, and answers 404 when the company offers no delete discount', async () => {
      const visitor = await askDiscount();
      expect(visitor.statusCode).toBe(403);
      expect(visitor.json()).toEqual({ error: 'authentication_required' });
      const member = await signUpMember(test);
      const company = await test.db
        .selectFrom('company_info')
        .select(['id', 'delete_discount'])
        .orderBy('id')
        .executeTakeFirstOrThrow();
      await test.db.updateTable('company_info').set({ delete_discount: 0 }).where('id', '=', company.id).execute();
      try {
        const response = await askDiscount(member.session);
        expect(response.statusCode).toBe(404);
        expect(response.json()).toEqual({ error: 'not_found' });
      } finally {
        await test.db
          .updateTable('company_info')
          .set({ delete_discount: company.delete_discount })
          .where('id', '=', company.id)
          .execute();
      }
    });
  });

  describe('reactivation', () => {
    it('reactivates by the link of the mail, restores the status, logs in; the link works once', async () => {
      const member = await signUpMember(test, { locale: 'fr' });
      const activation = tokenIn((await mailsTo(test, member.email))[0]!.text_body, '/api/activate.php');
      await inject({ method: 'GET', url: `/api/activate.php?token=${activation}` });
      expect((await userRow(member.id)).status).toBe('confirmed');
      expect((await deleteAccount(member.session, { password: PASSWORD })).statusCode).toBe(200);
      const [mail] = await mailsTo(test, member.email);
      expect(mail).toMatchObject({ kind: 'reactivation', language: 'fr' });
      expect(mail!.subject).toMatch(/^Votre compte sur .+ a été supprimé$/);
      const token = tokenIn(mail!.text_body, '/api/reactivate.php');

      const response = await inject({ method: 'GET', url: `/api/reactivate.php?token=${token}` });
      expect(response.statusCode).toBe(302);
      expect(response.headers.location).toBe('/members');
      const session = sessionCookie(response);
      expect(session).toBeTruthy();
      const user = await userRow(member.id);
      expect(user).toMatchObject({ status: 'confirmed', deleted_at: null, reactivate_until: null });
      expect((await profileRow(member.id)).status).toBe('active');
      const me = await inject({ method: 'GET', url: '/api/user.php', cookies: { session: session! } });
      expect(me.json().user).not.toBeNull();
      expect((await login(member.email)).statusCode).toBe(200);

      const again = await inject({ method: 'GET', url: `/api/reactivate.php?token=${token}` });
      expect(again.headers.location).toBe('/account-deleted?status=error');
      expect(sessionCookie(again)).toBeUndefined();
      const garbage = await inject({ method: 'GET', url: '/api/reactivate.php?token=nonsense' });
      expect(garbage.headers.location).toBe('/account-deleted?status=error');
    });

    it('restores not_confirmed for a member who had not confirmed', async () => {
      const member = await signUpMember(test);
      await deleteAccount(member.session, { password: PASSWORD });
      const token = tokenIn((await mailsTo(test, member.email))[0]!.text_body, '/api/reactivate.php');
      expect((await inject({ method: 'GET', url: `/api/reactivate.php?token=${token}` })).headers.location).toBe(
        '/members',
      );
      expect((await userRow(member.id)).status).toBe('not_confirmed');
    });

    it('refuses an expired link; the account stays deleted', async () => {
      const member = await signUpMember(test);
      await deleteAccount(member.session, { password: PASSWORD });
      const token = tokenIn((await mailsTo(test, member.email))[0]!.text_body, '/api/reactivate.php');
      await test.db
        .updateTable('account_tokens')
        .set({ expires_at: new Date(Date.now() - 1000) })
        .where('user_id', '=', member.id)
        .where('kind', '=', 'reactivation')
        .execute();
      const response = await inject({ method: 'GET', url: `/api/reactivate.php?token=${token}` });
      expect(response.statusCode).toBe(302);
      expect(response.headers.location).toBe('/account-deleted?status=error');
      expect(sessionCookie(response)).toBeUndefined();
      expect((await userRow(member.id)).status).toBe('deleted');
      expect((await login(member.email)).json()).toEqual({ error: 'account_deleted' });
    });
  });

  describe('purge', () => {
    it('removes only the accounts past their reactivation date, with their orders', async () => {
      const expired = await signUpMember(test);
      const waiting = await signUpMember(test);
      const alive = await signUpMember(test);
      await deleteAccount(expired.session, { password: PASSWORD });
      await deleteAccount(waiting.session, { password: PASSWORD });
      const pkg = await test.db.selectFrom('packages').select(['id', 'code']).executeTakeFirstOrThrow();
      const site = await test.db
        .selectFrom('users')
        .select('site_id')
        .where('id', '=', expired.id)
        .executeTakeFirstOrThrow();
      const order = await test.db
        .insertInto('orders')
        .values({
          user_id: expired.id,
          site_id: site.site_id,
          package_id: pkg.id,
          package_code: pkg.code,
          country: 'NL',
          state: 'completed',
          credits: 10,
          price: 999,
          amount: 999,
          currency: 'EUR',
          vat_basis_points: 2100,
          vat_amount: 173,
          payment_method: 'ideal',
          language: 'en',
          provider: 'test',
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await test.db
        .insertInto('payment_transitions')
        .values({ order_id: order.id, from_state: null, to_state: 'completed', source: 'callback', applied: true })
        .execute();
      const now = new Date();
      await test.db
        .updateTable('users')
        .set({ reactivate_until: new Date(now.getTime() - 1000) })
        .where('id', '=', expired.id)
        .execute();

      const expiredProfile = await profileRow(expired.id);
      const photoFolder = path.join(test.config.dataDir, 'media', 'photos', String(expiredProfile.id));
      await fs.mkdir(photoFolder, { recursive: true });
      await fs.writeFile(path.join(photoFolder, 'photo.webp'), 'x');
      const removePhotos = (profileId: number) => removeProfilePhotos(test.config.dataDir, profileId);

      expect(await purgeDeletedAccounts(test.db, now, removePhotos)).toBe(1);
      await expect(fs.stat(photoFolder)).rejects.toThrow();
      const left = await test.db
        .selectFrom('users')
        .select('id')
        .where('id', 'in', [expired.id, waiting.id, alive.id])
        .execute();
      expect(left.map((row) => row.id).sort((a, b) => a - b)).toEqual([waiting.id, alive.id]);
      expect(await test.db.selectFrom('orders').select('id').where('user_id', '=', expired.id).execute()).toEqual([]);
      expect(await test.db.selectFrom('profiles').select('id').where('user_id', '=', expired.id).execute()).toEqual([]);
      expect(await purgeDeletedAccounts(test.db, now)).toBe(0);
    });
  });

  describe('data export', () => {
    it("answers the member's own data as a JSON download, and of the other side only id and name", async () => {
      const me = await signUpMember(test);
      const other = await signUpMember(test);
      const myProfile = await profileRow(me.id);
      const otherProfile = await profileRow(other.id);
      await test.db
        .updateTable('profiles')
        .set({ about_me: 'OTHER-SECRET-ABOUT' })
        .where('id', '=', otherProfile.id)
        .execute();
      const [low, high] = [myProfile.id, otherProfile.id].sort((a, b) => a - b);
      const conversation = await test.db
        .insertInto('conversations')
        .values({ profile_low_id: low!, profile_high_id: high! })
        .returning('id')
        .executeTakeFirstOrThrow();
      await test.db
        .insertInto('messages')
        .values([
          { conversation_id: conversation.id, sender_profile_id: myProfile.id, kind: 'text', body: 'hello from me' },
          { conversation_id: conversation.id, sender_profile_id: otherProfile.id, kind: 'text', body: 'hi back' },
        ])
        .execute();
      await test.db
        .insertInto('photos')
        .values({
          profile_id: myProfile.id,
          filename: 'mine.jpg',
          thumb_filename: 'mine-t.jpg',
          is_private: true,
          width: 10,
          height: 10,
        })
        .execute();
      await test.db
        .insertInto('photos')
        .values({
          profile_id: otherProfile.id,
          filename: 'theirs.jpg',
          thumb_filename: 'theirs-t.jpg',
          width: 10,
          height: 10,
        })
        .execute();

      const response = await inject({
        method: 'GET',
        url: '/api/account-export.php',
        cookies: { session: me.session },
      });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toMatch(/^application\/json/);
      expect(response.headers['content-disposition']).toMatch(
        /^attachment; filename="account-data-\d{4}-\d{2}-\d{2}\.json"$/,
      );
      const data = response.json();
      expect(data.user).toMatchObject({ id: me.id, email: me.email });
      expect(data.user).not.toHaveProperty('password_hash');
      expect(data.profile).toMatchObject({ id: myProfile.id, name: 'Sunny' });
      expect(data.photos).toEqual([expect.objectContaining({ filename: 'mine.jpg', private: true })]);
      expect(data.messages).toEqual([
        expect.objectContaining({
          conversation_id: conversation.id,
          sent_by_me: true,
          kind: 'text',
          body: 'hello from me',
          other_profile: { id: otherProfile.id, name: 'Sunny' },
        }),
        expect.objectContaining({ sent_by_me: false, body: 'hi back' }),
      ]);
      expect(Array.isArray(data.credit_ledger)).toBe(true);
      expect(data.orders).toEqual([]);
      expect(data.transactions).toEqual([]);
      expect(response.body).not.toContain(other.email);
      expect(response.body).not.toContain('OTHER-SECRET-ABOUT');
      expect(response.body).not.toContain('theirs.jpg');
      expect(response.body).not.toMatch(/password|token_hash/);

      expect((await inject({ method: 'GET', url: '/api/account-export.php' })).statusCode).toBe(403);
    });

    it('downloads the data of a deleted account without a session by the export token, until reactivation', async () => {
      const member = await signUpMember(test);
      const deleted = await deleteAccount(member.session, { password: PASSWORD });
      const { export_token: token, reactivate_until: until } = deleted.json() as Record<string, string>;
      expect(token).toMatch(/^[A-Za-z0-9_-]{40,}$/);
      const download = (value: string) =>
        inject({ method: 'GET', url: `/api/account-export.php?token=${encodeURIComponent(value)}` });

      const first = await download(token!);
      expect(first.statusCode, first.body).toBe(200);
      expect(first.headers['content-disposition']).toMatch(
        /^attachment; filename="account-data-\d{4}-\d{2}-\d{2}\.json"$/,
      );
      expect(first.json().user).toMatchObject({ id: member.id, email: member.email, status: 'deleted' });
      expect((await download(token!)).statusCode).toBe(200);

      const stored = await test.db
        .selectFrom('account_tokens')
        .select(['expires_at', 'token_hash'])
        .where('user_id', '=', member.id)
        .where('kind', '=', 'export')
        .executeTakeFirstOrThrow();
      expect(new Date(stored.expires_at!).toISOString()).toBe(until);
      expect(stored.token_hash).not.toBe(token);

      expect((await download('a'.repeat(43))).json()).toEqual({ error: 'link_invalid' });
      expect((await download('')).statusCode).toBe(403);

      const reactivation = tokenIn((await mailsTo(test, member.email))[0]!.text_body, '/api/reactivate.php');
      await inject({ method: 'GET', url: `/api/reactivate.php?token=${reactivation}` });
      const afterReactivation = await download(token!);
      expect(afterReactivation.statusCode).toBe(400);
      expect(afterReactivation.json()).toEqual({ error: 'link_invalid' });
    });

    it('refuses an expired export token', async () => {
      const member = await signUpMember(test);
      const { export_token: token } = (await deleteAccount(member.session, { password: PASSWORD })).json() as Record<
        string,
        string
      >;
      await test.db
        .updateTable('account_tokens')
        .set({ expires_at: new Date(Date.now() - 1000) })
        .where('user_id', '=', member.id)
        .where('kind', '=', 'export')
        .execute();
      const response = await inject({ method: 'GET', url: `/api/account-export.php?token=${token}` });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ error: 'link_invalid' });
    });
  });

  describe('login links', () => {
    const useLink = (token: unknown, session?: string) =>
      inject({ method: 'POST', url: '/api/login-link.php', payload: { token }, cookies: session ? { session } : {} });

    it('logs in once, rotating the old session, and answers the target', async () => {
      const member = await signUpMember(test);
      const token = await createLoginLink(test.db, member.id, '/chats?open=1');
      expect(token).toMatch(LOGIN_TOKEN_PATTERN);
      const response = await useLink(token, member.session);
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json()).toMatchObject({ target: '/chats?open=1', user: expect.any(Object) });
      const session = sessionCookie(response);
      expect(session).toBeTruthy();
      expect(session).not.toBe(member.session);
      const old = await inject({ method: 'GET', url: '/api/user.php', cookies: { session: member.session } });
      expect(old.json()).toEqual({ user: null });

      const again = await useLink(token);
      expect(again.statusCode).toBe(400);
      expect(again.json()).toEqual({ error: 'link_invalid' });
      expect((await useLink('a'.repeat(43))).json()).toEqual({ error: 'link_invalid' });
    });

    it('refuses an expired link and a deleted account', async () => {
      const member = await signUpMember(test);
      const token = await createLoginLink(test.db, member.id, '/members', new Date(Date.now() - 8 * DAY_MS));
      expect((await useLink(token)).json()).toEqual({ error: 'link_invalid' });

      const fresh = await createLoginLink(test.db, member.id, '/members');
      await deleteAccount(member.session, { password: PASSWORD });
      const denied = await useLink(fresh);
      expect(denied.statusCode).toBe(403);
      expect(denied.json()).toEqual({ error: 'account_deleted' });
      expect(sessionCookie(denied)).toBeUndefined();
    });

    it('refuses targets that are not same-site paths', async () => {
      const member = await signUpMember(test);
      for (const target of ['//evil.example', 'https://evil.example/', '/\\evil.example', 'members', '/a b', '']) {
        await expect(createLoginLink(test.db, member.id, target), target).rejects.toThrow(/same-site path/);
      }
    });
  });
});
