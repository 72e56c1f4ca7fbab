import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpMember, type SignedUpMember } from './support/members';
import { statementsOf } from './support/statement-counter';
import { createTestApp, DATABASE_KINDS, type TestApp } from './support/test-app';

describe.each(DATABASE_KINDS)('the cost of a member search on %s (issue 19)', (kind) => {
  let test: TestApp;
  let member: SignedUpMember;
  beforeAll(async () => {
    test = await createTestApp(kind);
    member = await signUpMember(test, { gender: 'male', sexuality: 'hetero' });
  });
  afterAll(async () => {
    await test?.close();
  });

  async function search(query: Record<string, string>) {
    const response = await test.app.inject({ method: 'GET', url: '/api/members.php', query, cookies: member.cookies });
    expect(response.statusCode, response.body).toBe(200);
  }

  it('takes 3 statements for the other gender: the site with the pool, the count, the page; 1 when kept', async () => {
    await search({ min_age: '30' }); // the session, cached
    const run = await statementsOf(() => search({}));
    expect(run.length, run.join('\n')).toBeLessThanOrEqual(3);
    // The same search again: its answer is kept (ADR 0040), read with the site and pool alone.
    const kept = await statementsOf(() => search({}));
    expect(kept.length, kept.join('\n')).toBe(1);
  });

  it('counts the member’s own profile out with one statement more when searching the own gender', async () => {
    await search({ gender: 'male' });
    const run = await statementsOf(() => search({ gender: 'male' }));
    expect(run.length, run.join('\n')).toBeLessThanOrEqual(4);
  });
});
