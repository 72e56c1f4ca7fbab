import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpMember, TEST_PASSWORD, type SignedUpMember } from './support/members';
import { createTestApp, DATABASE_KINDS, type TestApp } from './support/test-app';

const INDEX_HTML = '<!doctype html><html><head><title>Amorelle</title></head><body><div id="root"></div></body></html>';
const remote = (name: string, routes: Array<{ path: string; page: string; layout: string; guard?: string }>) => ({
  name,
  package: name.replace(/_/g, '-'),
  version: '1.0.0',
  manifest: `/remotes/${name.replace(/_/g, '-')}/1.0.0/mf-manifest.json`,
  routes,
  history: [],
});
const REGISTRY = {
  remotes: [
    remote('mf_auth_signup', [
      { path: '/login', page: 'login', layout: 'default' },
      { path: '/:token', page: 'token', layout: 'empty' },
    ]),
    remote('mf_members', [
      { path: '/members', page: 'members', layout: 'default' },
      { path: '/members/:id', page: 'members-id', layout: 'default' },
      // Released before a shell that knows its layout or guard.
      { path: '/match-finder', page: 'match-finder', layout: 'sidebar' },
      { path: '/swipe-game', page: 'swipe-game', layout: 'default', guard: 'adults-only' },
    ]),
    remote('mf_chat', [{ path: '/chats', page: 'chats', layout: 'chat' }]),
  ],
  campaigns: {},
  updatedAt: '2026-11-25T00:00:00.000Z',
};

describe.each(DATABASE_KINDS)('the status of a page of the site on %s (spec section 8)', (kind) => {
  let test: TestApp;
  beforeAll(async () => {
    test = await createTestApp(kind, {
      files: { 'site/shell/index.html': INDEX_HTML, 'site/remotes.json': JSON.stringify(REGISTRY) },
    });
  });
  afterAll(async () => {
    await test?.close();
  });

  const page = (url: string, member?: SignedUpMember) =>
    test.app.inject({ method: 'GET', url, cookies: member?.cookies ?? {} });

  /** The shell's page with the registry inline: the browser's router renders the screen. */
  const expectShellPage = (body: string) => {
    expect(body).toContain('<div id="root"></div>');
    expect(body).toContain('<script id="site-registry" type="application/json">');
  };

  it('answers 200 for an address the registry or the shell owns', async () => {
    const token = 'a'.repeat(32);
    for (const url of [
      '/login',
      '/Login/',
      '/members?min_age=30',
      '/chats',
      '/pages/terms',
      '/complaints',
      `/${token}`,
    ]) {
      const response = await page(url);
      expect(response.statusCode, url).toBe(200);
      expectShellPage(response.body);
    }
  });

  it('answers 404 with the page for an address nobody owns, which shows the 404 screen', async () => {
    for (const url of ['/no-such-page/at/all', '/pages/nope', '/login/more', '/not-a-token']) {
      const response = await page(url);
      expect(response.statusCode, url).toBe(404);
      expect(response.headers['content-type'], url).toBe('text/html; charset=utf-8');
      expectShellPage(response.body);
    }
  });

  it('answers 500 with the page for a registry route whose layout or guard the shell does not know', async () => {
    for (const url of ['/match-finder', '/swipe-game']) {
      const response = await page(url);
      expect(response.statusCode, url).toBe(500);
      expectShellPage(response.body);
    }
  });

  it('leaves the API and files as they were', async () => {
    expect((await page('/api/no-such-call.php')).json()).toEqual({ error: 'not_found' });
    const file = await page('/missing.js');
    expect(file.statusCode).toBe(404);
    expect(file.json()).toEqual({ error: 'not_found' });
  });

  /** A member others can see (as after confirming the mail address). */
  async function activeMember(): Promise<SignedUpMember> {
    const member = await signUpMember(test);
    await test.db.updateTable('users').set({ status: 'confirmed' }).where('id', '=', member.userId).execute();
    await test.db.updateTable('profiles').set({ status: 'active' }).where('id', '=', member.profileId).execute();
    return member;
  }

  it("answers 404 for the profile of a deleted, unknown or blocking member, as the profile's API does", async () => {
    const viewer = await activeMember();
    const other = await activeMember();
    const blocker = await activeMember();
    expect((await page(`/members/${other.profileId}`, viewer)).statusCode).toBe(200);
    expect((await page(`/members/${blocker.profileId}`, viewer)).statusCode).toBe(200);

    const deleted = await test.app.inject({
      method: 'DELETE',
      url: '/api/account.php',
      cookies: other.cookies,
      payload: { password: TEST_PASSWORD },
    });
    expect(deleted.statusCode, deleted.body).toBe(200);
    const blocked = await test.app.inject({
      method: 'POST',
      url: '/api/block.php',
      cookies: blocker.cookies,
      payload: { profile_id: viewer.profileId },
    });
    expect(blocked.statusCode, blocked.body).toBe(200);

    for (const url of [`/members/${other.profileId}`, `/members/${blocker.profileId}`, '/members/999999999']) {
      const response = await page(url, viewer);
      expect(response.statusCode, url).toBe(404);
      expectShellPage(response.body);
    }
    // A visitor is shown the same: the profile is gone for everybody.
    expect((await page(`/members/${other.profileId}`)).statusCode).toBe(404);
    // An id that cannot be a member's: the profile page says it cannot be found.
    expect((await page('/members/not-a-number', viewer)).statusCode).toBe(404);
  });
});
