import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { photoUrl, type Settings, type User } from '@app/shared/contract';
import { startingSearchAddress } from '@app/shared/contract/sought-genders';
import { signUpMember } from './support/members';
import { createTestApp, type TestApp } from './support/test-app';

const INDEX_HTML =
  '<!doctype html><html><head><meta name="description" content=""><title>Amorelle</title></head><body><div id="root"></div></body></html>';
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
        { path: '/members', page: 'members', layout: 'default' },
        { path: '/members/:id', page: 'members-id', layout: 'default' },
        { path: '/chats', page: 'chats', layout: 'chat' },
      ],
      history: [],
    },
  ],
  campaigns: {},
  updatedAt: '2026-11-25T00:00:00.000Z',
};
const assets = (sync: string[]) => ({ assets: { js: { sync, async: [] } } });
const manifest = (routesChunk: string, shared: Array<[name: string, files: string[]]> = []) =>
  JSON.stringify({
    exposes: [{ name: 'routes', ...assets([routesChunk]) }],
    shared: shared.map(([name, files]) => ({ name, ...assets(files) })),
  });
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
        'site/shell/mf-manifest.json': JSON.stringify({ shared: [{ name: 'react', ...assets(['react.9.js']) }] }),
        [`site${MEMBERS}mf-manifest.json`]: manifest('routes.2.js', [
          ['react', ['react.2.js']],
          // The manifest lists the provided copy and the consumer's fallback copy together.
          ['@app/shared/stores/tracking', ['tracking.2.js', 'tracking-fallback.2.js']],
          ['@app/shared/i18n/country-names', ['country-names.2.js']],
          ['@app/shared/stores/geo', ['geo.2.js']],
        ]),
        [`site${MEMBERS}page-chunks.json`]: JSON.stringify({
          pages: { members: ['page-members.2.js'], 'members-id': ['page-members-id.2.js'], chats: ['page-chats.2.js'] },
          locales: {},
          groups: {},
          consumes: {
            __federation_expose_routes: ['react'],
            'page-members': ['@app/shared/i18n/country-names', '@app/shared/stores/tracking', 'react'],
          },
          provides: { '@app/shared/stores/tracking': ['tracking.2.js'] },
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

  it("writes the site's description (its setting, in the page's language) into the meta tag", async () => {
    const { settings } = (
      await test.app.inject({ method: 'GET', url: '/api/settings.php?forced_domain=localhost' })
    ).json();
    expect(settings.description.length).toBeGreaterThan(0);
    const response = await test.app.inject({ method: 'GET', url: '/login' });
    const meta = /<meta name="description" content="([^"]*)">/.exec(response.body);
    expect(meta?.[1]).toBe(settings.description.replace(/&/g, '&amp;').replace(/"/g, '&quot;'));
  });

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
    if (!inline) return null;
    return JSON.parse(inline[1]!) as {
      settings: Settings;
      user: User | null;
      answers: Record<string, unknown>;
    };
  };

  it("carries the settings and user as the API answers them, so the shell's first render waits for neither", async () => {
    const visitor = await test.app.inject({ method: 'GET', url: '/login?country=DE' });
    const settings = await test.app.inject({ method: 'GET', url: '/api/settings.php?country=DE' });
    expect(firstPageData(visitor.body)).toMatchObject({ settings: settings.json().settings, user: null });

    const member = await signUpMember(test);
    const page = await test.app.inject({ method: 'GET', url: '/members/42', cookies: member.cookies });
    const user = await test.app.inject({ method: 'GET', url: '/api/user.php', cookies: member.cookies });
    expect(firstPageData(page.body)?.user).toEqual(user.json().user);
    expect(page.headers['cache-control']).toBe('private, no-cache');
  });

  const apiAnswer = async (url: string, cookies: Record<string, string> = {}) =>
    (await test.app.inject({ method: 'GET', url, cookies })).json();

  it("answers the page's first calls as the API does, by the address the browser asks for (ADR 0021)", async () => {
    const member = await signUpMember(test);
    const page = await test.app.inject({ method: 'GET', url: '/members', cookies: member.cookies });
    const { answers, user, settings } = firstPageData(page.body)!;
    // The search the member starts from: the gender they look for, as the browser asks for it.
    const search = startingSearchAddress(user!.profile, settings.search_fields);
    expect(search).toMatch(/^\/api\/members\.php\?gender=(male|female|)&page=1$/);
    expect(Object.keys(answers).sort()).toEqual([
      '/api/chats.php',
      '/api/companyinfo.php',
      '/api/discountcode.php?welcome=true',
      '/api/likes.php',
      search,
      '/api/profile.php',
    ]);
    for (const [address, answer] of Object.entries(answers))
      expect(answer, address).toEqual(await apiAnswer(address, member.cookies));

    // A search the address names is the browser's to make; a visitor gets only what visitors see.
    const filtered = await test.app.inject({ method: 'GET', url: '/members?min_age=30', cookies: member.cookies });
    expect(Object.keys(firstPageData(filtered.body)!.answers).filter((key) => key.includes('members.php'))).toEqual([]);
    const visitor = await test.app.inject({ method: 'GET', url: '/login' });
    expect(Object.keys(firstPageData(visitor.body)!.answers)).toEqual(['/api/companyinfo.php']);
    // The chat layout shows no banners above the page.
    const chats = await test.app.inject({ method: 'GET', url: '/chats', cookies: member.cookies });
    expect(Object.keys(firstPageData(chats.body)!.answers).sort()).toEqual([
      '/api/chats.php',
      '/api/companyinfo.php',
      '/api/likes.php',
    ]);
  });

  it("preloads the photos that are the page's largest paint: the search's first row, a profile's first photo", async () => {
    const member = await signUpMember(test);
    const page = await test.app.inject({ method: 'GET', url: '/members', cookies: member.cookies });
    const cdnPrefix = firstPageData(page.body)!.settings.cdn_prefix as string;
    const { answers, user, settings } = firstPageData(page.body)!;
    const search = answers[startingSearchAddress(user!.profile, settings.search_fields)] as {
      profiles: Array<{ id: number; main_image: { thumb_filename: string } | null }>;
    };
    const imagePreloads = (body: string) =>
      [...body.matchAll(/<link rel="preload" as="image" href="([^"]+)" fetchpriority="high">/g)].map((m) => m[1]);
    const firstRow = search.profiles.slice(0, 2).flatMap((profile) => profile.main_image ?? []);
    expect(imagePreloads(page.body)).toEqual(firstRow.map((image) => photoUrl(cdnPrefix, image.thumb_filename)));

    const [withPhoto] = search.profiles.filter((profile) => profile.main_image);
    const profilePage = await test.app.inject({ method: 'GET', url: `/members/${withPhoto!.id}` });
    const view = await apiAnswer(`/api/member.php?id=${withPhoto!.id}`);
    expect(firstPageData(profilePage.body)!.answers[`/api/member.php?id=${withPhoto!.id}`]).toEqual(view);
    expect(imagePreloads(profilePage.body)).toEqual([photoUrl(cdnPrefix, view.profile.photos[0].filename)]);
  });

  it("preloads the remote's own copies of the shared modules the page uses and the shell lacks", async () => {
    const member = await signUpMember(test);
    const page = await test.app.inject({ method: 'GET', url: '/members', cookies: member.cookies });
    const scripts = preloads(page.body);
    expect(scripts).toContain(`${MEMBERS}country-names.2.js`);
    expect(scripts).toContain(`${MEMBERS}tracking.2.js`);
    // The remote's provided copy runs; its fallback copy would be downloaded for nothing (ADR 0025).
    expect(scripts).not.toContain(`${MEMBERS}tracking-fallback.2.js`);
    // The shell provides react; the page does not use geo.
    expect(scripts).not.toContain(`${MEMBERS}react.2.js`);
    expect(scripts).not.toContain(`${MEMBERS}geo.2.js`);
  });

  it('is sent compressed to a browser that accepts it', async () => {
    const page = await test.app.inject({ method: 'GET', url: '/login', headers: { 'accept-encoding': 'br, gzip' } });
    expect(page.headers['content-encoding']).toBe('br');
  });
});
