import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  COMPLAINT_LIMIT_WINDOW_SECONDS,
  COMPLAINTS_PER_ADDRESS,
  COMPLAINTS_PER_MEMBER,
} from '@app/shared/contract/complaint-limit-constants';
import { nextTestIp, signUpMember, type SignedUpMember } from './support/members';
import { createTestApp, DATABASE_KINDS, type TestApp } from './support/test-app';

const VALID = {
  name: 'Jane Doe',
  email: 'jane@example.com',
  subject: 'billing',
  message: 'I was charged twice for the same credit package.',
};

describe.each(DATABASE_KINDS)('the limits of POST /api/complaints.php on %s', (kind) => {
  let test: TestApp;
  beforeAll(async () => {
    test = await createTestApp(kind);
  });
  afterAll(async () => {
    await test?.close();
  });

  const post = (remoteAddress: string, member?: SignedUpMember, payload: object = VALID) =>
    test.app.inject({
      method: 'POST',
      url: '/api/complaints.php',
      remoteAddress,
      payload,
      ...(member ? { cookies: member.cookies } : {}),
    });
  const storedFrom = async (email: string) =>
    (await test.db.selectFrom('complaints').select('id').where('email', '=', email).execute()).length;

  /** A 429 in the project's format with the wait in seconds, in the body and the Retry-After header. */
  function expectRateLimited(response: Awaited<ReturnType<typeof post>>) {
    expect(response.statusCode).toBe(429);
    const body = response.json();
    expect(body).toEqual({ error: 'rate_limited', retry_after: expect.any(Number) });
    expect(body.retry_after).toBeGreaterThan(0);
    expect(body.retry_after).toBeLessThanOrEqual(COMPLAINT_LIMIT_WINDOW_SECONDS);
    expect(response.headers['retry-after']).toBe(String(body.retry_after));
  }

  it('stores a visitor’s complaints up to the limit of the address, then refuses and stores nothing', async () => {
    const address = nextTestIp();
    const payload = { ...VALID, email: `visitor-${address}@example.com` };
    for (let index = 0; index < COMPLAINTS_PER_ADDRESS; index += 1) {
      expect((await post(address, undefined, payload)).statusCode).toBe(201);
    }
    expectRateLimited(await post(address, undefined, payload));
    expect(await storedFrom(payload.email)).toBe(COMPLAINTS_PER_ADDRESS);
    expect((await post(nextTestIp(), undefined, payload)).statusCode).toBe(201);
  });

  it('limits a member wherever they send from', async () => {
    const member = await signUpMember(test);
    const payload = { ...VALID, email: member.email };
    for (let index = 0; index < COMPLAINTS_PER_MEMBER; index += 1) {
      expect((await post(nextTestIp(), member, payload)).statusCode).toBe(201);
    }
    expectRateLimited(await post(nextTestIp(), member, payload));
    expect(await storedFrom(member.email)).toBe(COMPLAINTS_PER_MEMBER);
  });

  it('does not count an invalid complaint', async () => {
    const address = nextTestIp();
    for (let index = 0; index < COMPLAINTS_PER_ADDRESS + 1; index += 1) {
      expect((await post(address, undefined, { ...VALID, message: 'short' })).statusCode).toBe(400);
    }
    expect((await post(address)).statusCode).toBe(201);
  });
});
