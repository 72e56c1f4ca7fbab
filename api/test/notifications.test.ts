import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NotificationsResponseSchema, type NotificationsResponse } from '@app/shared/contract';
import { mailsTo, nextIp, tokenIn } from './support/account-helpers';
import { signUpMember, type SignedUpMember } from './support/members';
import { createTestApp, DATABASE_KINDS, type TestApp } from './support/test-app';

const ALL_ON = {
  mail: { message: true, like: true, match: true, news: true },
  push: { message: true, like: true, match: true, news: true },
};

describe.each(DATABASE_KINDS)('notification settings (/api/notifications.php) on %s', (kind) => {
  let test: TestApp;
  beforeAll(async () => {
    test = await createTestApp(kind);
  });
  afterAll(async () => {
    await test?.close();
  });

  const inject = (options: InjectOptions) => test.app.inject(options);
  const read = async (member: SignedUpMember): Promise<NotificationsResponse> => {
    const response = await inject({ method: 'GET', url: '/api/notifications.php', cookies: member.cookies });
    expect(response.statusCode, response.body).toBe(200);
    return NotificationsResponseSchema.parse(response.json());
  };
  const change = (member: SignedUpMember, payload: object) =>
    inject({ method: 'PUT', url: '/api/notifications.php', cookies: member.cookies, payload });
  const disabledList = async (member: SignedUpMember) =>
    (await inject({ method: 'GET', url: '/api/user.php', cookies: member.cookies })).json().user
      .notifications_disabled as string[];

  it('refuses a visitor', async () => {
    for (const method of ['GET', 'PUT'] as const) {
      const response = await inject({
        method,
        url: '/api/notifications.php',
        payload: method === 'PUT' ? { mail_enabled: false } : undefined,
      });
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({ error: 'authentication_required' });
    }
  });

  it('answers everything on for a new member', async () => {
    const member = await signUpMember(test);
    expect(await read(member)).toEqual({ settings: ALL_ON, mail_enabled: true, mail_disabled_reason: null });
  });

  it('turns kinds off and on per channel, kept in the user’s notifications_disabled', async () => {
    const member = await signUpMember(test);
    const response = await change(member, { push: { like: false }, mail: { news: false, message: false } });
    expect(response.statusCode, response.body).toBe(200);
    const expected = {
      settings: {
        mail: { ...ALL_ON.mail, news: false, message: false },
        push: { ...ALL_ON.push, like: false },
      },
      mail_enabled: true,
      mail_disabled_reason: null,
    };
    expect(response.json()).toEqual(expected);
    expect(await read(member)).toEqual(expected);
    expect((await disabledList(member)).sort()).toEqual(['mail_message', 'mail_news', 'push_like']);

    await change(member, { mail: { message: true } });
    expect((await disabledList(member)).sort()).toEqual(['mail_news', 'push_like']);
  });

  it('turns all mail off and on again, keeping the choices per kind', async () => {
    const member = await signUpMember(test);
    await change(member, { mail: { like: false } });
    const off = NotificationsResponseSchema.parse((await change(member, { mail_enabled: false })).json());
    expect(off).toMatchObject({ mail_enabled: false, mail_disabled_reason: null });
    expect(off.settings.mail.like).toBe(false);
    expect(await disabledList(member)).toContain('mail');
    const on = NotificationsResponseSchema.parse((await change(member, { mail_enabled: true })).json());
    expect(on.mail_enabled).toBe(true);
    expect(await disabledList(member)).toEqual(['mail_like']);
  });

  it('names the reason after an unsubscribe link, and clears it when the member turns mail on', async () => {
    const member = await signUpMember(test);
    const token = tokenIn((await mailsTo(test, member.email))[0]!.text_body, '/api/unsubscribe.php');
    expect((await inject({ method: 'POST', url: `/api/unsubscribe.php?token=${token}` })).statusCode).toBe(200);
    expect(await read(member)).toEqual({
      settings: ALL_ON,
      mail_enabled: false,
      mail_disabled_reason: 'list_unsubscribe',
    });
    // A change of a kind keeps mail off and its reason.
    expect((await change(member, { push: { news: false } })).json()).toMatchObject({
      mail_enabled: false,
      mail_disabled_reason: 'list_unsubscribe',
    });
    expect((await change(member, { mail_enabled: true })).json()).toMatchObject({
      mail_enabled: true,
      mail_disabled_reason: null,
    });
    const row = await test.db
      .selectFrom('users')
      .select('mail_disabled_reason')
      .where('id', '=', member.userId)
      .executeTakeFirstOrThrow();
    expect(row.mail_disabled_reason).toBeNull();
  });

  it('refuses unknown channels, kinds and fields, and wrong types', async () => {
    const member = await signUpMember(test);
    for (const [payload, field] of [
      [{ sms: { like: false } }, 'sms'],
      [{ mail: { spam: false } }, 'mail.spam'],
      [{ push: { like: 'no' } }, 'push.like'],
      [{ mail_enabled: 'yes' }, 'mail_enabled'],
    ] as const) {
      const response = await change(member, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json()).toMatchObject({ error: 'validation_failed', fields: { [field]: expect.any(String) } });
    }
    expect(await read(member)).toMatchObject({ settings: ALL_ON, mail_enabled: true });
  });

  it('still sends account mails (here a password reset) when all mail is off', async () => {
    const member = await signUpMember(test);
    await change(member, { mail_enabled: false });
    const response = await inject({
      method: 'POST',
      url: '/api/password-reset.php',
      remoteAddress: nextIp(),
      payload: { email: member.email },
    });
    expect(response.statusCode).toBe(202);
    const [mail] = await mailsTo(test, member.email);
    expect(mail?.kind).toBe('password_reset');
  });
});
