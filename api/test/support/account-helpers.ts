import type { LightMyRequestResponse } from 'fastify';
import type { TestApp } from './test-app';

let sequence = 0;
export const nextIp = () => `10.7.${Math.floor(sequence / 200)}.${(sequence++ % 200) + 1}`;
export const uniqueEmail = (label = 'member') => `${label}-${Date.now().toString(36)}-${sequence++}@example.com`;
export const PASSWORD = 'correct horse battery';

export const sessionCookie = (response: LightMyRequestResponse) =>
  response.cookies.find((cookie) => cookie.name === 'session')?.value;

/** Signs up a member (optionally with a locale cookie); answers its email, id and session token. */
export async function signUpMember(test: TestApp, options: { locale?: string; email?: string } = {}) {
  const email = options.email ?? uniqueEmail();
  const response = await test.app.inject({
    method: 'POST',
    url: '/api/signup.php',
    remoteAddress: nextIp(),
    cookies: options.locale ? { locale: options.locale } : {},
    payload: {
      email,
      name: 'Sunny',
      date_of_birth: '1990-05-17',
      password: PASSWORD,
      gender: 'female',
      sexuality: 'hetero',
    },
  });
  if (response.statusCode !== 201) throw new Error(`sign-up failed: ${response.statusCode} ${response.body}`);
  const user = await test.db
    .selectFrom('users')
    .select(['id', 'status'])
    .where('email_normalized', '=', email.toLowerCase())
    .executeTakeFirstOrThrow();
  return { email, id: user.id, session: sessionCookie(response)! };
}

/** The mails the outbox holds for an address, newest first. */
export function mailsTo(test: TestApp, recipient: string) {
  return test.db
    .selectFrom('mail_outbox')
    .selectAll()
    .where('recipient', '=', recipient)
    .orderBy('id', 'desc')
    .execute();
}

/** The token of the first link to `path` in a text. */
export function tokenIn(text: string, path: string): string {
  const escaped = path.replace(/[.?]/g, '\\$&');
  const match = new RegExp(`${escaped}\\?token=([A-Za-z0-9_-]+)`).exec(text);
  if (!match) throw new Error(`no ${path} link in the mail`);
  return match[1]!;
}
