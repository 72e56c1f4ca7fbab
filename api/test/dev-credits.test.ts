import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readBalance } from '../src/modules/credits/credit.service';
import { signUpMember } from './support/members';
import { createTestApp, DATABASE_KINDS, type TestApp } from './support/test-app';

describe.each(DATABASE_KINDS)('POST /api/dev-credits.php (development only) on %s', (kind) => {
  let test: TestApp;
  beforeAll(async () => {
    test = await createTestApp(kind);
  });
  afterAll(async () => {
    await test?.close();
  });

  const grant = (cookies: Record<string, string> | undefined, payload: unknown) =>
    test.app.inject({ method: 'POST', url: '/api/dev-credits.php', cookies, payload: payload as object });

  it('gives the logged-in member credits through the ledger and, with premium, makes them a paying member', async () => {
    const member = await signUpMember(test);
    const answer = await grant(member.cookies, { credits: 25, premium: true });
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json()).toEqual({ credits: 25, paid_user: true });
    expect(await readBalance(test.db, member.userId)).toBe(25);
    const ledger = await test.db
      .selectFrom('credit_ledger')
      .select(['delta', 'reason'])
      .where('user_id', '=', member.userId)
      .execute();
    expect(ledger).toEqual([{ delta: 25, reason: 'adjustment' }]);
    const me = await test.app.inject({ url: '/api/user.php', cookies: member.cookies });
    expect(me.json().user).toMatchObject({ credits: 25, paid_user: true });
  });

  it('refuses visitors and bad amounts', async () => {
    expect((await grant(undefined, { credits: 5 })).statusCode).toBe(403);
    const member = await signUpMember(test);
    const zero = await grant(member.cookies, { credits: 0 });
    expect(zero.statusCode).toBe(400);
    expect(await readBalance(test.db, member.userId)).toBe(0);
  });
});

describe('POST /api/dev-credits.php in production', () => {
  it('does not exist', async () => {
    const test = await createTestApp('postgres', {
      env: {
        NODE_ENV: 'production',
        SMTP_URL: 'smtp://127.0.0.1:9',
        PAYMENT_PROVIDER: 'mollie',
        MOLLIE_API_KEY: 'test_dummy_key_for_config',
        PUBLIC_URL: 'https://dating.example',
      },
    });
    try {
      const answer = await test.app.inject({ method: 'POST', url: '/api/dev-credits.php', payload: { credits: 5 } });
      expect(answer.statusCode).toBe(404);
    } finally {
      await test.close();
    }
  });
});
