import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { parseConfig } from '../src/config';
import { mailsTo, nextIp, PASSWORD, signUpMember, tokenIn, uniqueEmail } from './support/account-helpers';
import { createTestApp, DATABASE_KINDS, type TestApp } from './support/test-app';

describe.each(DATABASE_KINDS)('account mails and links on %s (outbox)', (kind) => {
  let test: TestApp;
  beforeAll(async () => {
    test = await createTestApp(kind);
    await test.db.updateTable('sites').set({ signups: 'all' }).execute();
  });
  afterAll(async () => {
    await test?.close();
  });

  const inject = (options: InjectOptions) => test.app.inject(options);
  const login = (email: string, password: string) =>
    inject({ method: 'POST', url: '/api/user.php', remoteAddress: nextIp(), payload: { email, password } });
  const statusOf = async (id: number) =>
    (await test.db.selectFrom('users').select('status').where('id', '=', id).executeTakeFirstOrThrow()).status;
  const profileStatusOf = async (userId: number) =>
    (await test.db.selectFrom('profiles').select('status').where('user_id', '=', userId).executeTakeFirstOrThrow())
      .status;

  describe('activation', () => {
    it('records the mail in the outbox and lists it on /dev/outbox', async () => {
      const member = await signUpMember(test);
      const [mail] = await mailsTo(test, member.email);
      expect(mail).toMatchObject({ kind: 'activation', language: 'en', sent_at: null, user_id: member.id });
      expect(mail!.subject).toMatch(/^Confirm your email address for /);
      expect(mail!.html_body).toContain('#c2185b');

      const list = await inject({ method: 'GET', url: '/dev/outbox' });
      expect(list.statusCode).toBe(200);
      expect(list.headers['content-type']).toMatch(/^text\/html/);
      expect(list.body).toContain(member.email);
      expect(list.body).toContain(`href="/dev/outbox/${mail!.id}"`);
      const one = await inject({ method: 'GET', url: `/dev/outbox/${mail!.id}` });
      expect(one.statusCode).toBe(200);
      expect(one.body).toContain('/api/activate.php?token=');
      expect((await inject({ method: 'GET', url: '/dev/outbox/999999' })).statusCode).toBe(404);
    });

    it('activates once by the link, then answers the error page; an expired link fails', async () => {
      const member = await signUpMember(test);
      expect(await statusOf(member.id)).toBe('not_confirmed');
      expect(await profileStatusOf(member.id)).toBe('disabled');
      const token = tokenIn((await mailsTo(test, member.email))[0]!.text_body, '/api/activate.php');
      const first = await inject({ method: 'GET', url: `/api/activate.php?token=${token}` });
      expect(first.statusCode).toBe(302);
      expect(first.headers.location).toBe('/activate/done');
      expect(await statusOf(member.id)).toBe('confirmed');
      expect(await profileStatusOf(member.id)).toBe('active');
      const again = await inject({ method: 'GET', url: `/api/activate.php?token=${token}` });
      expect(again.headers.location).toBe('/activate/error');
      const garbage = await inject({ method: 'GET', url: '/api/activate.php?token=nonsense' });
      expect(garbage.headers.location).toBe('/activate/error');

      const other = await signUpMember(test);
      const otherToken = tokenIn((await mailsTo(test, other.email))[0]!.text_body, '/api/activate.php');
      await test.db
        .updateTable('account_tokens')
        .set({ expires_at: new Date(Date.now() - 1000) })
        .where('user_id', '=', other.id)
        .where('kind', '=', 'activation')
        .execute();
      const expired = await inject({ method: 'GET', url: `/api/activate.php?token=${otherToken}` });
      expect(expired.headers.location).toBe('/activate/error');
      expect(await statusOf(other.id)).toBe('not_confirmed');
    });

    it('sends the mail again on request, at most 5 times a day', async () => {
      const member = await signUpMember(test, { locale: 'fr' });
      const resend = () =>
        inject({ method: 'POST', url: '/api/activation-mail.php', cookies: { session: member.session } });
      for (let i = 0; i < 5; i++) expect((await resend()).statusCode).toBe(202);
      const sixth = await resend();
      expect(sixth.statusCode).toBe(429);
      expect(sixth.json()).toEqual({ error: 'rate_limited' });
      const mails = await mailsTo(test, member.email);
      expect(mails).toHaveLength(6);
      expect(mails.every((mail) => mail.language === 'fr' && mail.subject!.startsWith('Confirmez'))).toBe(true);
      expect((await inject({ method: 'POST', url: '/api/activation-mail.php' })).statusCode).toBe(403);
    });
  });

  describe('password reset', () => {
    const requestReset = (email: string) =>
      inject({ method: 'POST', url: '/api/password-reset.php', remoteAddress: nextIp(), payload: { email } });
    const doReset = (payload: object) => inject({ method: 'POST', url: '/api/password-reset-do.php', payload });

    it('answers 202 for an unknown email and sends nothing', async () => {
      const email = uniqueEmail('nobody');
      const response = await requestReset(email);
      expect(response.statusCode).toBe(202);
      expect(response.json()).toEqual({ ok: true });
      expect(await mailsTo(test, email)).toHaveLength(0);
    });

    it('sends at most 3 mails per email a day, then answers reset_limit', async () => {
      const member = await signUpMember(test);
      for (let i = 0; i < 3; i++) expect((await requestReset(member.email)).statusCode).toBe(202);
      const fourth = await requestReset(member.email);
      expect(fourth.statusCode).toBe(429);
      expect(fourth.json()).toEqual({ error: 'reset_limit' });
      const resets = (await mailsTo(test, member.email)).filter((mail) => mail.kind === 'password_reset');
      expect(resets).toHaveLength(3);
    });

    it('sets the new password with the link once, ending every session', async () => {
      const member = await signUpMember(test);
      expect((await requestReset(member.email.toUpperCase())).statusCode).toBe(202);
      const [mail] = (await mailsTo(test, member.email)).filter((m) => m.kind === 'password_reset');
      const token = tokenIn(mail!.text_body, '/reset-password/do');

      const mismatch = await doReset({ token, password: 'a new password', password_repeat: 'another one' });
      expect(mismatch.statusCode).toBe(400);
      expect(mismatch.json()).toEqual({
        error: 'validation_failed',
        fields: { password_repeat: 'errors.passwords_mismatch' },
      });
      const bad = await doReset({
        token: 'x'.repeat(43),
        password: 'a new password',
        password_repeat: 'a new password',
      });
      expect(bad.statusCode).toBe(400);
      expect(bad.json()).toEqual({ error: 'link_invalid' });

      const done = await doReset({ token, password: 'a new password', password_repeat: 'a new password' });
      expect(done.statusCode).toBe(200);
      expect(done.json()).toEqual({ ok: true });
      const old = await inject({ method: 'GET', url: '/api/user.php', cookies: { session: member.session } });
      expect(old.json()).toEqual({ user: null });
      expect((await login(member.email, PASSWORD)).statusCode).toBe(401);
      expect((await login(member.email, 'a new password')).statusCode).toBe(200);
      const reused = await doReset({ token, password: 'third password', password_repeat: 'third password' });
      expect(reused.json()).toEqual({ error: 'link_invalid' });
    });
  });

  describe('password change', () => {
    it('checks the old password and the repeat, keeps this session and ends the others', async () => {
      const member = await signUpMember(test);
      const other = (await login(member.email, PASSWORD)).cookies.find((c) => c.name === 'session')!.value;
      const change = (payload: object, session = member.session) =>
        inject({ method: 'PUT', url: '/api/password.php', cookies: { session }, payload });

      const wrong = await change({
        old_password: 'wrong one',
        new_password: 'new secret 1',
        new_password_repeat: 'new secret 1',
      });
      expect(wrong.statusCode).toBe(400);
      expect(wrong.json()).toEqual({ error: 'validation_failed', fields: { old_password: 'errors.password_wrong' } });
      const mismatch = await change({
        old_password: PASSWORD,
        new_password: 'new secret 1',
        new_password_repeat: 'new secret 2',
      });
      expect(mismatch.json()).toEqual({
        error: 'validation_failed',
        fields: { new_password_repeat: 'errors.passwords_mismatch' },
      });

      const ok = await change({
        old_password: PASSWORD,
        new_password: 'new secret 1',
        new_password_repeat: 'new secret 1',
      });
      expect(ok.statusCode).toBe(200);
      const mine = await inject({ method: 'GET', url: '/api/user.php', cookies: { session: member.session } });
      expect(mine.json().user).not.toBeNull();
      const theirs = await inject({ method: 'GET', url: '/api/user.php', cookies: { session: other } });
      expect(theirs.json()).toEqual({ user: null });
      expect((await login(member.email, 'new secret 1')).statusCode).toBe(200);
      expect((await inject({ method: 'PUT', url: '/api/password.php', payload: {} })).statusCode).toBe(403);
    });
  });

  describe('mail change', () => {
    it('confirms the new address by the link and tells the old one; refuses a wrong password and a taken address', async () => {
      const member = await signUpMember(test, { locale: 'nl' });
      const taken = await signUpMember(test);
      const request = (payload: object) =>
        inject({ method: 'POST', url: '/api/mail-change.php', cookies: { session: member.session }, payload });

      const wrong = await request({ new_email: uniqueEmail('new'), password: 'not my password' });
      expect(wrong.statusCode).toBe(400);
      expect(wrong.json()).toEqual({ error: 'validation_failed', fields: { password: 'errors.password_wrong' } });
      const busy = await request({ new_email: taken.email.toUpperCase(), password: PASSWORD });
      expect(busy.statusCode).toBe(409);
      expect(busy.json()).toEqual({ error: 'email_taken' });

      const newEmail = uniqueEmail('new');
      const accepted = await request({ new_email: newEmail, password: PASSWORD });
      expect(accepted.statusCode).toBe(202);
      const [confirmation] = await mailsTo(test, newEmail);
      expect(confirmation).toMatchObject({ kind: 'mail_change', language: 'nl' });
      expect(confirmation!.text_body).toContain(newEmail);
      const notice = (await mailsTo(test, member.email)).find((mail) => mail.kind === 'mail_change_notice');
      expect(notice?.subject).toMatch(/^Je e-mailadres bij .* wordt gewijzigd$/);

      const token = tokenIn(confirmation!.text_body, '/api/mail-change-do.php');
      const done = await inject({ method: 'GET', url: `/api/mail-change-do.php?token=${token}` });
      expect(done.statusCode).toBe(302);
      expect(done.headers.location).toBe('/mail-change/do?status=done');
      const user = await test.db
        .selectFrom('users')
        .select(['email', 'status'])
        .where('id', '=', member.id)
        .executeTakeFirstOrThrow();
      expect(user).toEqual({ email: newEmail, status: 'confirmed' });
      expect((await login(newEmail, PASSWORD)).statusCode).toBe(200);
      const again = await inject({ method: 'GET', url: `/api/mail-change-do.php?token=${token}` });
      expect(again.headers.location).toBe('/mail-change/do?status=error');
    });
  });

  describe('unsubscribe', () => {
    const mailState = (id: number) =>
      test.db
        .selectFrom('users')
        .select(['mail_disabled_reason', 'notifications_disabled'])
        .where('id', '=', id)
        .executeTakeFirstOrThrow();

    it('turns mail off by one-click POST from a mail client', async () => {
      const member = await signUpMember(test);
      const token = tokenIn((await mailsTo(test, member.email))[0]!.text_body, '/api/unsubscribe.php');
      const response = await inject({
        method: 'POST',
        url: `/api/unsubscribe.php?token=${token}`,
        headers: { 'content-type': 'application/x-www-form-urlencoded', origin: 'https://mail.example.org' },
        payload: 'List-Unsubscribe=One-Click',
      });
      expect(response.statusCode).toBe(200);
      expect(await mailState(member.id)).toEqual({
        mail_disabled_reason: 'list_unsubscribe',
        notifications_disabled: ['mail'],
      });
      // Not single-use, and 'mail' is listed once.
      expect((await inject({ method: 'POST', url: `/api/unsubscribe.php?token=${token}` })).statusCode).toBe(200);
      expect((await mailState(member.id)).notifications_disabled).toEqual(['mail']);
      expect((await inject({ method: 'POST', url: '/api/unsubscribe.php?token=unknown' })).statusCode).toBe(404);
    });

    it('turns mail off by the link and answers a translated page', async () => {
      const member = await signUpMember(test, { locale: 'sv' });
      const token = tokenIn((await mailsTo(test, member.email))[0]!.text_body, '/api/unsubscribe.php');
      const page = await inject({ method: 'GET', url: `/api/unsubscribe.php?token=${token}` });
      expect(page.statusCode).toBe(200);
      expect(page.headers['content-type']).toMatch(/^text\/html/);
      expect(page.body).toContain('lang="sv"');
      expect(page.body).toContain('Du har avregistrerats');
      expect((await mailState(member.id)).mail_disabled_reason).toBe('list_unsubscribe');
      expect((await inject({ method: 'GET', url: '/api/unsubscribe.php?token=unknown' })).statusCode).toBe(404);
    });
  });
});

describe('the outbox page in production', () => {
  it('is not there', async () => {
    const test = await createTestApp('pglite');
    try {
      const config = {
        ...parseConfig({
          NODE_ENV: 'production',
          DATABASE_URL: 'postgres://unused',
          SMTP_URL: 'smtp://127.0.0.1:9',
          PAYMENT_PROVIDER: 'mollie',
          MOLLIE_API_KEY: 'test_dummy_key_for_config',
          PUBLIC_URL: 'https://example.com',
          LOG_LEVEL: 'silent',
          DATA_DIR: test.config.dataDir,
        }),
      };
      const app = await buildApp({ config, db: test.db });
      try {
        expect((await app.inject({ method: 'GET', url: '/dev/outbox' })).statusCode).toBe(404);
        expect((await app.inject({ method: 'GET', url: '/dev/outbox/1' })).statusCode).toBe(404);
      } finally {
        await app.close();
      }
    } finally {
      await test.close();
    }
  });
});
