import { expect } from 'vitest';
import type { Db } from '../../src/db/database';
import { markAccountDeleted } from '../../src/modules/account/account-deletion.repository';
import type { TestApp } from './test-app';

let sequence = 0;

/** A client address of its own for each call, so per-address rate limits never couple two tests. */
export function nextTestIp(): string {
  sequence += 1;
  return `10.${200 + (process.pid % 50)}.${Math.floor(sequence / 250) % 250}.${(sequence % 250) + 1}`;
}

export interface SignedUpMember {
  userId: number;
  profileId: number;
  email: string;
  /** The session token of the sign-up's cookie. */
  token: string;
  cookies: { session: string };
}

export const TEST_PASSWORD = 'a-long-test-password';

/**
 * Signs a new member up through POST /api/signup.php and answers who they are and their session;
 * `locale` sends the locale cookie, which decides the member's language.
 */
export async function signUpMember(
  test: TestApp,
  body: Record<string, unknown> = {},
  options: { locale?: string } = {},
): Promise<SignedUpMember> {
  sequence += 1;
  const email = (body.email as string | undefined) ?? `member-${process.pid}-${sequence}@example.com`;
  const response = await test.app.inject({
    method: 'POST',
    url: '/api/signup.php',
    remoteAddress: nextTestIp(),
    cookies: options.locale ? { locale: options.locale } : {},
    payload: {
      name: 'Robin',
      date_of_birth: '1988-02-10',
      password: TEST_PASSWORD,
      gender: 'female',
      sexuality: 'bi',
      ...body,
      email,
    },
  });
  expect(response.statusCode, response.body).toBe(201);
  const token = response.cookies.find((cookie) => cookie.name === 'session')!.value;
  const row = await test.db
    .selectFrom('users')
    .innerJoin('profiles', 'profiles.user_id', 'users.id')
    .select(['users.id as userId', 'profiles.id as profileId'])
    .where('users.email_normalized', '=', email.trim().toLowerCase())
    .executeTakeFirstOrThrow();
  return { ...row, email, token, cookies: { session: token } };
}

/**
 * Deletes a member's account as the deletion service does (`markAccountDeleted`: the account marked
 * deleted and its profile hidden, in one step), without the password check and the mail around it.
 */
export async function markDeleted(db: Db, userId: number): Promise<void> {
  const now = new Date();
  await db
    .transaction()
    .execute((trx) => markAccountDeleted(trx, userId, now, new Date(now.getTime() + 14 * 86_400_000)));
}
