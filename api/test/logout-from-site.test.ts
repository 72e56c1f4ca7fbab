import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CLIENT_TYPE_HEADER } from '@app/shared/contract';
import { signUpMember, type SignedUpMember } from './support/members';
import { createTestApp, DATABASE_KINDS, type TestApp } from './support/test-app';

describe.each(DATABASE_KINDS)('GET /api/logout.php from another site on %s', (kind) => {
  let test: TestApp;
  beforeAll(async () => {
    test = await createTestApp(kind);
  });
  afterAll(async () => {
    await test?.close();
  });

  const logout = (member: SignedUpMember, headers: Record<string, string>) =>
    test.app.inject({ method: 'GET', url: '/api/logout.php', cookies: member.cookies, headers });
  const loggedIn = async (member: SignedUpMember) =>
    (await test.app.inject({ url: '/api/user.php', cookies: member.cookies })).json().user !== null;

  it.each([
    ['a link on another site', { 'sec-fetch-site': 'cross-site', 'sec-fetch-mode': 'navigate' }],
    ['an image on a sibling domain', { 'sec-fetch-site': 'same-site', 'sec-fetch-dest': 'image' }],
    ['a client that names no site and no client type', {}],
    ['a cross-site request that claims a client type', { 'sec-fetch-site': 'cross-site', [CLIENT_TYPE_HEADER]: 'web' }],
  ])('refuses %s with 403 cross_site_request and keeps the session', async (_name, headers) => {
    const member = await signUpMember(test);
    const response = await logout(member, headers);
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ error: 'cross_site_request' });
    expect(response.cookies.find((cookie) => cookie.name === 'session')).toBeUndefined();
    expect(await loggedIn(member)).toBe(true);
  });

  it.each([
    ['the browser’s own page', { 'sec-fetch-site': 'same-origin' }],
    ['the site’s API client', { [CLIENT_TYPE_HEADER]: 'web' }],
    ['the installed app', { [CLIENT_TYPE_HEADER]: 'app' }],
  ])('logs out a call from %s', async (_name, headers) => {
    const member = await signUpMember(test);
    const response = await logout(member, headers);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ ok: true });
    expect(await loggedIn(member)).toBe(false);
  });
});
