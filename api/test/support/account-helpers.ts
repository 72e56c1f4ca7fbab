import type { LightMyRequestResponse } from 'fastify';
import { signUpMember as signUp } from './members';
import type { TestApp } from './test-app';

let sequence = 0;
export const nextIp = () => `10.7.${Math.floor(sequence / 200)}.${(sequence++ % 200) + 1}`;
export const uniqueEmail = (label = 'member') => `${label}-${Date.now().toString(36)}-${sequence++}@example.com`;
export const PASSWORD = 'correct horse battery';

export const sessionCookie = (response: LightMyRequestResponse) =>
  response.cookies.find((cookie) => cookie.name === 'session')?.value;

/** Signs up a member (optionally with a locale cookie); answers its email, id and session token. */
export async function signUpMember(test: TestApp, options: { locale?: string; email?: string } = {}) {
  const member = await signUp(
    test,
    {
      email: options.email ?? uniqueEmail(),
      name: 'Sunny',
      date_of_birth: '1990-05-17',
      password: PASSWORD,
      sexuality: 'hetero',
    },
    { locale: options.locale },
  );
  return { email: member.email, id: member.userId, session: member.token };
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
