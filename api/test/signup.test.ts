import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { UserResponseSchema } from '@app/shared/contract';
import { createTestApp, DATABASE_KINDS, type TestApp } from './support/test-app';

let sequence = 0;
const nextIp = () => `10.2.${Math.floor(sequence / 200)}.${(sequence++ % 200) + 1}`;
const uniqueEmail = (label = 'new') => `${label}-${sequence++}@example.com`;

/** A valid account step; `overrides` replaces fields, `undefined` removes one. */
function signupBody(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  const body: Record<string, unknown> = {
    email: uniqueEmail(),
    name: 'Sunny',
    date_of_birth: '1990-05-17',
    password: 'correct horse battery',
    gender: 'female',
    sexuality: 'hetero',
    ...overrides,
  };
  return Object.fromEntries(Object.entries(body).filter(([, value]) => value !== undefined));
}

/** YYYY-MM-DD of today minus whole years and plus days, in UTC. */
function yearsAgo(years: number, plusDays = 0): string {
  const date = new Date();
  date.setUTCFullYear(date.getUTCFullYear() - years);
  date.setUTCDate(date.getUTCDate() + plusDays);
  return date.toISOString().slice(0, 10);
}

const sessionCookie = (response: LightMyRequestResponse) => response.cookies.find((c) => c.name === 'session');

describe.each(DATABASE_KINDS)('POST /api/signup.php on %s', (kind) => {
  let test: TestApp;
  let siteId: number;
  beforeAll(async () => {
    test = await createTestApp(kind);
    siteId = (
      await test.db.selectFrom('sites').select('id').where('domain', '=', 'localhost').executeTakeFirstOrThrow()
    ).id;
  });
  afterAll(async () => {
    await test?.close();
  });
  beforeEach(async () => {
    await test.db.updateTable('sites').set({ signups: 'all', signup_credits: 0 }).execute();
  });

  const post = (payload: unknown, options: { headers?: Record<string, string>; ip?: string } = {}) =>
    test.app.inject({
      method: 'POST',
      url: '/api/signup.php',
      remoteAddress: options.ip ?? nextIp(),
      headers: options.headers ?? {},
      payload: payload as object,
    });
  const userCount = async () => (await test.db.selectFrom('users').select('id').execute()).length;

  it('creates the account, logs the new member in and answers the user', async () => {
    const body = signupBody({ email: `  Mixed.Case-${sequence++}@Example.com ` });
    const response = await post(body);
    expect(response.statusCode).toBe(201);
    const { user } = UserResponseSchema.parse(response.json());
    expect(user).toMatchObject({
      status: 'not_confirmed',
      credits: 0,
      paid_user: false,
      language: 'en',
      notifications_disabled: [],
      profile: {
        name: 'Sunny',
        gender: 'female',
        sexuality: 'hetero',
        country: 'CH',
        status: 'disabled',
        main_image: null,
      },
    });
    expect(user!.profile.age).toBeGreaterThanOrEqual(35);
    expect(Date.now() - new Date(user!.signup_date).getTime()).toBeLessThan(60_000);

    const row = await test.db
      .selectFrom('users')
      .selectAll()
      .where('email_normalized', '=', (body.email as string).trim().toLowerCase())
      .executeTakeFirstOrThrow();
    expect(row.email).toBe((body.email as string).trim());
    expect(row.site_id).toBe(siteId);
    expect(row.password_hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);

    const token = sessionCookie(response)!.value;
    const me = await test.app.inject({ method: 'GET', url: '/api/user.php', cookies: { session: token } });
    expect(me.json()).toEqual(response.json());
  });

  it.each([
    ['name equal to the email', (email: string) => ({ email, name: email }), 'errors.name_same_as_email'],
    [
      "name equal to the email's local part",
      (email: string) => ({ email, name: email.split('@')[0]!.toUpperCase() }),
      'errors.name_same_as_email',
    ],
    ['name starting with @', () => ({ name: '@sunny' }), 'errors.name_starts_with_at'],
    ['name of one character', () => ({ name: 'S' }), 'errors.name_too_short'],
    ['name over 30 characters', () => ({ name: 'S'.repeat(31) }), 'errors.too_long'],
    ['missing name', () => ({ name: undefined }), 'errors.name_required'],
  ])('refuses a %s', async (_label, change, key) => {
    const response = await post(signupBody(change(uniqueEmail('same'))));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: 'validation_failed', fields: { name: key } });
  });

  it.each([
    ['an impossible date', '2023-02-30', 'errors.date_invalid'],
    ['a malformed date', '17-05-1990', 'errors.date_invalid'],
    ['a date in the future', yearsAgo(-1), 'errors.date_invalid'],
    ['someone under 18', yearsAgo(18, 1), 'errors.too_young'],
    ['an empty date', '', 'errors.date_required'],
  ])('refuses %s of birth', async (_label, date, key) => {
    const response = await post(signupBody({ date_of_birth: date }));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: 'validation_failed', fields: { date_of_birth: key } });
  });

  it('accepts someone who turns 18 today', async () => {
    expect((await post(signupBody({ date_of_birth: yearsAgo(18) }))).statusCode).toBe(201);
  });

  it.each([
    ['email', 'not-an-email', 'errors.email_invalid'],
    ['email', `${'a'.repeat(250)}@example.com`, 'errors.too_long'],
    ['password', 'short', 'errors.password_too_short'],
    ['password', 'p'.repeat(129), 'errors.too_long'],
    ['gender', 'robot', 'errors.gender_required'],
    ['sexuality', 'none', 'errors.sexuality_required'],
    ['country', 'Netherlands', 'errors.field_invalid'],
  ])('refuses an invalid %s (%s)', async (field, value, key) => {
    const response = await post(signupBody({ [field]: value }));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: 'validation_failed', fields: { [field]: key } });
  });

  it('refuses a country the site does not serve', async () => {
    const response = await post(signupBody({ country: 'NL' }), { headers: { host: 'amorelle.de' } });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: 'validation_failed', fields: { country: 'errors.field_invalid' } });
  });

  it('refuses an email that already has an account, in any case', async () => {
    const email = uniqueEmail('taken');
    expect((await post(signupBody({ email }))).statusCode).toBe(201);
    const before = await userCount();
    const again = await post(signupBody({ email: ` ${email.toUpperCase()}` }));
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ error: 'email_taken' });
    expect(sessionCookie(again)).toBeUndefined();
    expect(await userCount()).toBe(before);
  });

  it('lets the same email sign up on another site', async () => {
    const email = uniqueEmail('two-sites');
    expect((await post(signupBody({ email }))).statusCode).toBe(201);
    const response = await post(signupBody({ email }), { headers: { host: 'amorelle.de' } });
    expect(response.statusCode).toBe(201);
    expect(response.json().user).toMatchObject({ language: 'de', profile: { country: 'DE' } });
  });

  it('takes the language from the locale cookie when supported, else the site language', async () => {
    const withCookie = await post(signupBody(), { headers: { host: 'amorelle.de', cookie: 'locale=pl' } });
    expect(withCookie.json().user.language).toBe('pl');
    const unsupported = await post(signupBody(), { headers: { host: 'amorelle.de', cookie: 'locale=xx' } });
    expect(unsupported.json().user.language).toBe('de');
  });

  it('grants the signup credits once, with a ledger row', async () => {
    await test.db.updateTable('sites').set({ signup_credits: 10 }).where('id', '=', siteId).execute();
    const email = uniqueEmail('credits');
    const response = await post(signupBody({ email }));
    expect(response.statusCode).toBe(201);
    expect(response.json().user.credits).toBe(10);
    const user = await test.db
      .selectFrom('users')
      .select('id')
      .where('email_normalized', '=', email)
      .executeTakeFirstOrThrow();
    const ledger = await test.db.selectFrom('credit_ledger').selectAll().where('user_id', '=', user.id).execute();
    expect(ledger).toHaveLength(1);
    expect(ledger[0]).toMatchObject({ delta: 10, balance_after: 10, reason: 'signup', reference: 'signup' });
    const balance = await test.db
      .selectFrom('credit_balances')
      .select('balance')
      .where('user_id', '=', user.id)
      .executeTakeFirstOrThrow();
    expect(balance.balance).toBe(10);
  });

  it('grants nothing when the site gives no signup credits', async () => {
    const email = uniqueEmail('no-credits');
    expect((await post(signupBody({ email }))).json().user.credits).toBe(0);
    const ledger = await test.db
      .selectFrom('credit_ledger')
      .innerJoin('users', 'users.id', 'credit_ledger.user_id')
      .select('credit_ledger.id')
      .where('users.email_normalized', '=', email)
      .execute();
    expect(ledger).toHaveLength(0);
  });

  it('stores the tracking record and the traffic source', async () => {
    const email = uniqueEmail('tracked');
    const tracking = { network: 'adnet', ref: 'r-1', sub1: 's1', sub2: 's2', sub3: 's3' };
    const response = await post(signupBody({ email, tracking, landing_path: '/landers/video/summer' }));
    expect(response.statusCode).toBe(201);
    const user = await test.db
      .selectFrom('users')
      .select(['id', 'traffic_source'])
      .where('email_normalized', '=', email)
      .executeTakeFirstOrThrow();
    expect(user.traffic_source).toBe('adnet');
    const records = await test.db.selectFrom('tracking_records').selectAll().where('user_id', '=', user.id).execute();
    expect(records).toHaveLength(1);
    expect(records[0]).toMatchObject({ ...tracking, site_id: siteId, landing_path: '/landers/video/summer' });
  });

  it('stores no tracking record without tracking', async () => {
    const email = uniqueEmail('untracked');
    await post(signupBody({ email }));
    const records = await test.db
      .selectFrom('tracking_records')
      .innerJoin('users', 'users.id', 'tracking_records.user_id')
      .select('tracking_records.id')
      .where('users.email_normalized', '=', email)
      .execute();
    expect(records).toHaveLength(0);
  });

  describe('the signups setting', () => {
    const setSignups = (signups: 'all' | 'with_trafficsource' | 'invitation_only') =>
      test.db.updateTable('sites').set({ signups }).where('id', '=', siteId).execute();
    const addCode = (code: string, values: { max_uses?: number; uses?: number; expires_at?: Date | null } = {}) =>
      test.db
        .insertInto('invitation_codes')
        .values({ site_id: siteId, code, expires_at: null, ...values })
        .execute();
    const uses = async (code: string) =>
      (await test.db.selectFrom('invitation_codes').select('uses').where('code', '=', code).executeTakeFirstOrThrow())
        .uses;

    it("'all' lets everybody sign up", async () => {
      await setSignups('all');
      expect((await post(signupBody())).statusCode).toBe(201);
    });

    it("'with_trafficsource' needs a traffic source or a tracking network", async () => {
      await setSignups('with_trafficsource');
      const closed = await post(signupBody());
      expect(closed.statusCode).toBe(403);
      expect(closed.json()).toEqual({ error: 'signup_closed' });
      expect((await post(signupBody({ traffic_source: '  ' }))).statusCode).toBe(403);
      expect((await post(signupBody({ traffic_source: 'newsletter' }))).statusCode).toBe(201);
      expect((await post(signupBody({ tracking: { network: 'adnet' } }))).statusCode).toBe(201);
    });

    it("'invitation_only' needs a valid code and uses it", async () => {
      await setSignups('invitation_only');
      await addCode('WELCOME-1', { max_uses: 2 });
      const closed = await post(signupBody());
      expect(closed.statusCode).toBe(403);
      expect(closed.json()).toEqual({ error: 'signup_closed' });

      const email = uniqueEmail('invited');
      expect((await post(signupBody({ email, invitation_code: 'WELCOME-1' }))).statusCode).toBe(201);
      expect(await uses('WELCOME-1')).toBe(1);
      const user = await test.db
        .selectFrom('users')
        .select('invitation_code_id')
        .where('email_normalized', '=', email)
        .executeTakeFirstOrThrow();
      expect(user.invitation_code_id).not.toBeNull();
    });

    it.each([
      ['exhausted', { max_uses: 3, uses: 3 }],
      ['expired', { expires_at: new Date(Date.now() - 60_000) }],
    ])("'invitation_only' refuses an %s code", async (label, values) => {
      await setSignups('invitation_only');
      const code = `CODE-${label}-${sequence++}`;
      await addCode(code, values);
      const before = await uses(code);
      const response = await post(signupBody({ invitation_code: code }));
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ error: 'invitation_invalid' });
      expect(await uses(code)).toBe(before);
    });

    it("'invitation_only' refuses an unknown code", async () => {
      await setSignups('invitation_only');
      const response = await post(signupBody({ invitation_code: 'NO-SUCH-CODE' }));
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ error: 'invitation_invalid' });
    });

    it('does not use up a code when the sign-up fails', async () => {
      await setSignups('invitation_only');
      await addCode('ONCE-MORE', { max_uses: 5 });
      const email = uniqueEmail('code-kept');
      expect((await post(signupBody({ email, invitation_code: 'ONCE-MORE' }))).statusCode).toBe(201);
      const taken = await post(signupBody({ email, invitation_code: 'ONCE-MORE' }));
      expect(taken.statusCode).toBe(409);
      expect(await uses('ONCE-MORE')).toBe(1);
    });
  });

  it('limits sign-ups per client address to 10 an hour', async () => {
    const ip = '192.0.2.77';
    for (let index = 0; index < 10; index++) {
      expect((await post(signupBody(), { ip })).statusCode).toBe(201);
    }
    const limited = await post(signupBody(), { ip });
    expect(limited.statusCode).toBe(429);
    const { retry_after: retryAfter, ...rest } = limited.json<{ retry_after: number }>();
    expect(rest).toEqual({ error: 'rate_limited' });
    expect(limited.headers['retry-after']).toBe(String(retryAfter));
    expect((await post(signupBody(), { ip: '192.0.2.78' })).statusCode).toBe(201);
  });

  it('takes the per-address limit from SIGNUPS_PER_ADDRESS_PER_HOUR', async () => {
    const strict = await createTestApp(kind, { env: { SIGNUPS_PER_ADDRESS_PER_HOUR: '2' } });
    try {
      const signUpFrom = (email: string) =>
        strict.app.inject({
          method: 'POST',
          url: '/api/signup.php',
          remoteAddress: '192.0.2.90',
          payload: signupBody({ email }),
        });
      expect((await signUpFrom(uniqueEmail('limit-a'))).statusCode).toBe(201);
      expect((await signUpFrom(uniqueEmail('limit-b'))).statusCode).toBe(201);
      expect((await signUpFrom(uniqueEmail('limit-c'))).statusCode).toBe(429);
    } finally {
      await strict.close();
    }
  });
});
