import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpMember } from './support/members';
import { createTestApp, type TestApp } from './support/test-app';

const INDEX_HTML = '<!doctype html><html><head><title>Amorelle</title></head><body><div id="root"></div></body></html>';
const AUTH = '/remotes/mf-auth-signup/1.0.0/';
const MEMBERS = '/remotes/mf-members/2.0.0/';
const REGISTRY = {
  remotes: [
    {
      name: 'mf_auth_signup',
      package: 'mf-auth-signup',
      version: '1.0.0',
      manifest: `${AUTH}mf-manifest.json`,
      routes: [{ path: '/login', page: 'login', layout: 'default' }],
      history: [],
    },
    {
      name: 'mf_members',
      package: 'mf-members',
      version: '2.0.0',
      manifest: `${MEMBERS}mf-manifest.json`,
      routes: [
        { path: '/members/:id', page: 'members-id', layout: 'default' },
        { path: '/chats', page: 'chats', layout: 'chat' },
      ],
      history: [],
    },
  ],
  campaigns: {},
  updatedAt: '2026-11-25T00:00:00.000Z',
};
const manifest = (routesChunk: string) =>
  JSON.stringify({ exposes: [{ name: 'routes', assets: { js: { sync: [routesChunk], async: [] } } }] });
const pageChunks = (page: string, files: string[]) =>
  JSON.stringify({ pages: { [page]: files }, locales: { en: 'locale-en.1.js', de: 'locale-de.1.js' }, groups: {} });

describe('the first page of a visit (ADR 0019)', () => {
  let test: TestApp;
  beforeAll(async () => {
    test = await createTestApp('pglite', {
      files: {
        'site/shell/index.html': INDEX_HTML,
        'site/shell/page-chunks.json': JSON.stringify({
          pages: {},
          locales: { en: 'locale-en.9.js', de: 'locale-de.9.js' },
          groups: { main: ['main.9.js', 'main.9.css'], bootstrap: ['bootstrap.9.js'], alerts: ['alerts.9.js'] },
        }),
        'site/remotes.json': JSON.stringify(REGISTRY),
        [`site${AUTH}mf-manifest.json`]: manifest('routes.1.js'),
        [`site${AUTH}page-chunks.json`]: pageChunks('login', ['forms.1.js', 'page-login.1.js', 'page-login.1.css']),
        [`site${MEMBERS}mf-manifest.json`]: manifest('routes.2.js'),
        [`site${MEMBERS}page-chunks.json`]: JSON.stringify({
          pages: { 'members-id': ['page-members-id.2.js'], chats: ['page-chats.2.js'] },
          locales: {},
          groups: {},
        }),
      },
    });
  });
  afterAll(async () => {
    await test?.close();
  });

  it("asks for the shell's main.js first and at high priority (a deferred script is fetched at low)", async () => {
    const response = await test.app.inject({ method: 'GET', url: '/login' });
    const first = /<link rel="preload"[^>]*>/.exec(response.body)![0];
    expect(first).toBe('<link rel="preload" as="script" href="/shell/main.9.js" fetchpriority="high">');
    // Its stylesheet is index.html's own <link rel="stylesheet">, not a script.
    expect(response.body).not.toContain('main.9.css');
  });

  it("preloads the page's own stylesheet as a style", async () => {
    const response = await test.app.inject({ method: 'GET', url: '/login' });
    expect(response.body).toContain(`<link rel="preload" as="style" href="${AUTH}page-login.1.css">`);
  });

  const preloads = (body: string) =>
    [...body.matchAll(/<link rel="preload" as="script" href="([^"]+)">/g)].map((m) => m[1]);

  it('carries the registry inline, so the shell does not fetch it', async () => {
    const response = await test.app.inject({ method: 'GET', url: '/login' });
    expect(response.statusCode).toBe(200);
    const inline = /<script id="site-registry" type="application\/json">(.*?)<\/script>/.exec(response.body);
    expect(JSON.parse(inline![1]!)).toEqual(REGISTRY);
  });

  it("preloads the shell's bootstrap and texts and the route's remote entry, ./routes, page and texts", async () => {
    const response = await test.app.inject({ method: 'GET', url: '/login' });
    expect(preloads(response.body)).toEqual([
      '/shell/bootstrap.9.js',
      '/shell/locale-en.9.js',
      `${AUTH}remoteEntry.js`,
      `${AUTH}routes.1.js`,
      `${AUTH}forms.1.js`,
      `${AUTH}page-login.1.js`,
      `${AUTH}locale-en.1.js`,
    ]);
  });

  it("loads the texts in the page's language: the locale cookie before the site's language", async () => {
    const response = await test.app.inject({
      method: 'GET',
      url: '/login',
      headers: { 'accept-language': 'en', cookie: 'locale=de' },
    });
    expect(preloads(response.body)).toContain(`${AUTH}locale-de.1.js`);
    expect(preloads(response.body)).toContain('/shell/locale-de.9.js');
  });

  it('preloads no members-only page for a visitor, who sees the sign-up panel instead', async () => {
    const visitor = await test.app.inject({ method: 'GET', url: '/chats' });
    expect(preloads(visitor.body)).toEqual(['/shell/bootstrap.9.js', '/shell/locale-en.9.js']);
    const member = await test.app.inject({ method: 'GET', url: '/chats', headers: { cookie: 'session=abc' } });
    expect(preloads(member.body)).toContain(`${MEMBERS}page-chats.2.js`);
    const profile = await test.app.inject({ method: 'GET', url: '/members/42' });
    expect(preloads(profile.body)).toContain(`${MEMBERS}page-members-id.2.js`);
  });

  it('preloads the alerts only where the layout shows them: not in the chat layout', async () => {
    const member = await test.app.inject({ method: 'GET', url: '/chats', headers: { cookie: 'session=abc' } });
    expect(preloads(member.body)).not.toContain('/shell/alerts.9.js');
  });

  it("preloads, for a member, the shell's alerts above a page of the default layout, and no script of mf-auth-signup", async () => {
    const visitor = await test.app.inject({ method: 'GET', url: '/members/42' });
    expect(preloads(visitor.body)).not.toContain('/shell/alerts.9.js');
    const member = await test.app.inject({ method: 'GET', url: '/members/42', headers: { cookie: 'session=abc' } });
    expect(preloads(member.body)).toEqual([
      '/shell/bootstrap.9.js',
      '/shell/locale-en.9.js',
      `${MEMBERS}remoteEntry.js`,
      `${MEMBERS}routes.2.js`,
      `${MEMBERS}page-members-id.2.js`,
      '/shell/alerts.9.js',
    ]);
  });

  it('preloads only the shell for a path no remote owns (and for a member its alerts)', async () => {
    const response = await test.app.inject({ method: 'GET', url: '/pages/terms' });
    expect(preloads(response.body)).toEqual(['/shell/bootstrap.9.js', '/shell/locale-en.9.js']);
    const member = await test.app.inject({ method: 'GET', url: '/pages/terms', headers: { cookie: 'session=abc' } });
    expect(preloads(member.body)).toEqual(['/shell/bootstrap.9.js', '/shell/locale-en.9.js', '/shell/alerts.9.js']);
  });

  const firstPageData = (body: string) => {
    const inline = /<script id="site-first-data" type="application\/json">(.*?)<\/script>/.exec(body);
    return inline ? (JSON.parse(inline[1]!) as { settings: Record<string, unknown>; user: unknown }) : null;
  };

  it("carries the settings and user as the API answers them, so the shell's first render waits for neither", async () => {
    const visitor = await test.app.inject({ method: 'GET', url: '/login?country=DE' });
    const settings = await test.app.inject({ method: 'GET', url: '/api/settings.php?country=DE' });
    expect(firstPageData(visitor.body)).toEqual({ settings: settings.json().settings, user: null });

    const member = await signUpMember(test);
    const page = await test.app.inject({ method: 'GET', url: '/members/42', cookies: member.cookies });
    const user = await test.app.inject({ method: 'GET', url: '/api/user.php', cookies: member.cookies });
    expect(firstPageData(page.body)?.user).toEqual(user.json().user);
    expect(page.headers['cache-control']).toBe('private, no-cache');
  });
});
