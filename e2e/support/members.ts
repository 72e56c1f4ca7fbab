import { expect, type APIRequestContext } from '@playwright/test';

export const PASSWORD = 'a-good-password-1';

export interface TestMember {
  email: string;
  name: string;
  password: string;
}

let sequence = 0;

/** A unique address for a test member. */
export function uniqueEmail(label: string): string {
  sequence += 1;
  return `${label}-${Date.now()}-${sequence}-${Math.random().toString(36).slice(2, 7)}@example.com`;
}

/**
 * Signs a member up through POST /api/signup.php in the request context (a page's `page.request`
 * shares its cookies, so the page is then logged in).
 */
export async function signUpByApi(
  request: APIRequestContext,
  overrides: Partial<TestMember> = {},
): Promise<TestMember> {
  const member = { email: uniqueEmail('e2e'), name: 'Lotte', password: PASSWORD, ...overrides };
  const response = await request.post('/api/signup.php', {
    data: {
      email: member.email,
      name: member.name,
      date_of_birth: '1991-05-17',
      password: member.password,
      gender: 'female',
      sexuality: 'hetero',
    },
  });
  expect(response.status()).toBe(201);
  return member;
}
