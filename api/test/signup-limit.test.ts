import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SIGNUPS_PER_ADDRESS_ALL_FACTOR } from '@app/shared/contract/signup-limit-constants';
import { mailsTo, tokenIn } from './support/account-helpers';
import { createTestApp, DATABASE_KINDS, type TestApp } from './support/test-app';

/** The limit of unconfirmed sign-ups per address in these tests (SIGNUPS_PER_ADDRESS_PER_HOUR). */
const LIMIT = 2;

let sequence = 0;
const uniqueEmail = () => `limit-${process.pid}-${sequence++}@example.com`;

describe.each(DATABASE_KINDS)('the sign-up limit per client address on %s (ADR 0028)', (kind) => {
  let test: TestApp;
  beforeAll(async () => {
    test = await createTestApp(kind, { env: { SIGNUPS_PER_ADDRESS_PER_HOUR: String(LIMIT) } });
  });
  afterAll(async () => {
    await test?.close();
  });

  const signUpFrom = (ip: string, email = uniqueEmail()) =>
    test.app.inject({
      method: 'POST',
      url: '/api/signup.php',
      remoteAddress: ip,
      payload: {
        email,
        name: 'Kim',
        date_of_birth: '1991-03-04',
        password: 'a-long-test-password',
        gender: 'female',
        sexuality: 'bi',
      },
    });

  /** Signs up from `ip` and opens the link of the activation mail (as the member would, on any device). */
  async function signUpAndConfirm(ip: string): Promise<void> {
    const email = uniqueEmail();
    expect((await signUpFrom(ip, email)).statusCode).toBe(201);
    const token = tokenIn((await mailsTo(test, email))[0]!.text_body, '/api/activate.php');
    const opened = await test.app.inject({ method: 'GET', url: `/api/activate.php?token=${token}` });
    expect(opened.headers.location).toBe('/activate/done');
  }

  it('says how long to wait: retry_after seconds in the body and the Retry-After header', async () => {
    const ip = '192.0.2.10';
    for (let index = 0; index < LIMIT; index++) expect((await signUpFrom(ip)).statusCode).toBe(201);
    const limited = await signUpFrom(ip);
    expect(limited.statusCode).toBe(429);
    const body = limited.json<{ error: string; retry_after: number }>();
    expect(body.error).toBe('rate_limited');
    expect(body.retry_after).toBeGreaterThan(3500);
    expect(body.retry_after).toBeLessThanOrEqual(3600);
    expect(limited.headers['retry-after']).toBe(String(body.retry_after));
  });

  it('answers the moment the oldest sign-up leaves the hour', async () => {
    const ip = '192.0.2.11';
    for (let index = 0; index < LIMIT; index++) expect((await signUpFrom(ip)).statusCode).toBe(201);
    // The first sign-up was 50 minutes ago: the window frees up in 10 minutes, not in an hour.
    await sql`update signup_attempts set created_at = now() - interval '50 minutes'
      where id = (select min(id) from signup_attempts where address_key = ${ip})`.execute(test.db);
    const limited = await signUpFrom(ip);
    expect(limited.statusCode).toBe(429);
    const wait = limited.json<{ retry_after: number }>().retry_after;
    expect(wait).toBeGreaterThan(590);
    expect(wait).toBeLessThanOrEqual(600);
  });

  it('does not lock out the next sign-up behind an address whose sign-ups were confirmed', async () => {
    const ip = '192.0.2.12';
    for (let index = 0; index < LIMIT; index++) await signUpAndConfirm(ip);
    // The family's confirmed accounts leave room for more; sign-ups that stay unconfirmed still count.
    for (let index = 0; index < LIMIT; index++) expect((await signUpFrom(ip)).statusCode).toBe(201);
    expect((await signUpFrom(ip)).statusCode).toBe(429);
    expect((await signUpFrom('192.0.2.13')).statusCode).toBe(201);
  });

  it('counts a refused attempt (an address that has an account) as fully as an unconfirmed sign-up', async () => {
    const ip = '192.0.2.14';
    const taken = uniqueEmail();
    expect((await signUpFrom('192.0.2.15', taken)).statusCode).toBe(201);
    for (let index = 0; index < LIMIT; index++) expect((await signUpFrom(ip, taken)).statusCode).toBe(409);
    expect((await signUpFrom(ip)).statusCode).toBe(429);
  });

  it(`keeps a ceiling of ${SIGNUPS_PER_ADDRESS_ALL_FACTOR} times the limit for confirmed sign-ups`, async () => {
    const ip = '192.0.2.16';
    for (let index = 0; index < LIMIT * SIGNUPS_PER_ADDRESS_ALL_FACTOR; index++) await signUpAndConfirm(ip);
    const limited = await signUpFrom(ip);
    expect(limited.statusCode).toBe(429);
    expect(limited.json<{ retry_after: number }>().retry_after).toBeGreaterThan(3500);
  });
});
