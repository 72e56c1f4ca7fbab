import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { photoUrl, type LanderAnswer, type LanderMemberAnswer } from '@app/shared/contract';
import { signUpMember } from './support/members';
import { createTestApp, DATABASE_KINDS, type TestApp } from './support/test-app';

const INDEX_HTML = '<!doctype html><html><head><title>Amorelle</title></head><body><div id="root"></div></body></html>';
const LANDERS = '/remotes/mf-landers/1.0.0/';
/** The routes of mf-landers (mf-landers/src/route-table.ts; the server never imports a front end). */
const routeTable = [
  { path: '/', page: 'home', layout: 'default' },
  { path: '/landers/tinderswipe', page: 'tinderswipe', layout: 'lander' },
  ...[
    'alonetonight',
    'collagelanding',
    'gallery',
    'iconslanding',
    'maplanding',
    'socialnetwork',
    'transitionsvideolanding',
    'video',
  ].map((type) => ({ path: `/landers/${type}/:slug?`, page: 'lander', layout: 'lander' })),
  { path: '/members/:id/landing', page: 'members-id-landing', layout: 'lander' },
  { path: '/members/:id/signup', page: 'members-id-signup', layout: 'lander' },
  { path: '/members/:id/landing2/:slug?', page: 'members-id-landing2', layout: 'lander' },
  { path: '/members/:id/landing3/:slug?', page: 'members-id-landing3', layout: 'lander' },
];
const REGISTRY = {
  remotes: [
    {
      name: 'mf_landers',
      package: 'mf-landers',
      version: '1.0.0',
      manifest: `${LANDERS}mf-manifest.json`,
      routes: routeTable,
      history: [],
    },
  ],
  campaigns: {},
  updatedAt: '2026-11-27T00:00:00.000Z',
};

const firstPageData = (body: string) => {
  const inline = /<script id="site-first-data" type="application\/json">(.*?)<\/script>/.exec(body);
  return inline
    ? (JSON.parse(inline[1]!) as { settings: { cdn_prefix: string }; answers: Record<string, unknown> })
    : null;
};
const imagePreloads = (body: string) =>
  [...body.matchAll(/<link rel="preload" as="image" href="([^"]+)" fetchpriority="high">/g)].map((match) => match[1]);

describe.each(DATABASE_KINDS)('the first answers of the lander pages on %s (ADR 0021)', (kind) => {
  let test: TestApp;
  beforeAll(async () => {
    test = await createTestApp(kind, {
      files: { 'site/shell/index.html': INDEX_HTML, 'site/remotes.json': JSON.stringify(REGISTRY) },
    });
  });
  afterAll(async () => {
    await test?.close();
  });

  const get = (url: string, cookies: Record<string, string> = {}) =>
    test.app.inject({ method: 'GET', url, headers: { host: 'amorelle.nl' }, cookies, remoteAddress: '127.0.0.1' });
  const landerAnswers = (body: string) =>
    Object.fromEntries(
      Object.entries(firstPageData(body)!.answers).filter(([address]) => address.startsWith('/api/lander')),
    );

  it('answers a campaign lander in the page, as the API does, and preloads its first two photos', async () => {
    const page = await get('/landers/gallery/summer?network=n1&ref=abc');
    expect(page.statusCode).toBe(200);
    const answers = landerAnswers(page.body);
    expect(Object.keys(answers)).toEqual(['/api/lander.php?type=gallery&slug=summer']);
    const api = await get('/api/lander.php?type=gallery&slug=summer');
    expect(answers['/api/lander.php?type=gallery&slug=summer']).toEqual(api.json());
    const { members } = api.json() as LanderAnswer;
    const cdn = firstPageData(page.body)!.settings.cdn_prefix;
    expect(imagePreloads(page.body)).toEqual(
      members.slice(0, 2).map((member) => photoUrl(cdn, member.main_image.thumb_filename)),
    );

    const plain = await get('/landers/video');
    expect(Object.keys(landerAnswers(plain.body))).toEqual(['/api/lander.php?type=video']);
    const swipe = await get('/landers/tinderswipe');
    expect(Object.keys(landerAnswers(swipe.body))).toEqual(['/api/lander.php?type=tinderswipe']);
  });

  it('answers the visitor home, and not for a member, who goes on to /members', async () => {
    const home = await get('/');
    expect(Object.keys(landerAnswers(home.body))).toEqual(['/api/lander.php?type=home']);
    const member = await signUpMember(test);
    const memberHome = await get('/', member.cookies);
    expect(Object.keys(landerAnswers(memberHome.body))).toEqual([]);
  });

  it("answers a member landing and the sign-up about a member, and preloads the member's photo", async () => {
    const profile = await test.db
      .selectFrom('profiles')
      .select('id')
      .where('country', '=', 'NL')
      .where('status', '=', 'active')
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const address = `/api/lander-member.php?id=${profile.id}&design=landing2&slug=summer`;
    const page = await get(`/members/${profile.id}/landing2/summer`);
    const answers = landerAnswers(page.body);
    expect(Object.keys(answers)).toEqual([address]);
    const api = (await get(address)).json() as LanderMemberAnswer;
    expect(answers[address]).toEqual(api);
    const cdn = firstPageData(page.body)!.settings.cdn_prefix;
    expect(imagePreloads(page.body)).toEqual([photoUrl(cdn, api.member!.main_image.filename)]);

    for (const [path, call] of [
      [`/members/${profile.id}/landing`, `/api/lander-member.php?id=${profile.id}&design=landing`],
      [`/members/${profile.id}/landing3`, `/api/lander-member.php?id=${profile.id}&design=landing3`],
      [`/members/${profile.id}/signup`, `/api/lander-member.php?id=${profile.id}&design=landing`],
    ]) {
      expect(Object.keys(landerAnswers((await get(path!)).body)), path).toEqual([call]);
    }
    // An unknown member: the page falls back on the gallery lander, whose first photos are preloaded.
    const unknown = await get('/members/2147483647/landing');
    const fallback = landerAnswers(unknown.body)[
      '/api/lander-member.php?id=2147483647&design=landing'
    ] as LanderMemberAnswer;
    expect(fallback.member).toBeNull();
    expect(imagePreloads(unknown.body)).toEqual(
      fallback.lander.members.slice(0, 2).map((member) => photoUrl(cdn, member.main_image.thumb_filename)),
    );
  });
});
