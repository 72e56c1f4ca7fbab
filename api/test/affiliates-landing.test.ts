import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LANDING_COOKIE } from '@app/shared/contract';
import { nextTestIp, TEST_PASSWORD } from './support/members';
import { createTestApp, DATABASE_KINDS, type TestApp } from './support/test-app';

const INDEX_HTML = '<!doctype html><html><head><title>Amorelle</title></head><body><div id="root"></div></body></html>';
/** The landers remote owns the pages a visitor lands on; without it they would answer 404. */
const REGISTRY = {
  remotes: [
    {
      name: 'mf_landers',
      package: 'mf-landers',
      version: '1.0.0',
      manifest: '/remotes/mf-landers/1.0.0/mf-manifest.json',
      routes: [
        { path: '/', page: 'home', layout: 'default' },
        { path: '/landers/gallery/:slug?', page: 'lander', layout: 'lander' },
      ],
      history: [],
    },
  ],
  campaigns: {},
  updatedAt: '2026-11-25T00:00:00.000Z',
};

let sequence = 0;

describe.each(DATABASE_KINDS)('landings POST /api/landing.php and sign-up on %s', (kind) => {
  let test: TestApp;
  beforeAll(async () => {
    test = await createTestApp(kind, {
      files: { 'site/shell/index.html': INDEX_HTML, 'site/remotes.json': JSON.stringify(REGISTRY) },
    });
  });
  afterAll(async () => {
    await test?.close();
  });

  const land = (payload: InjectOptions['payload'], cookies: Record<string, string> = {}) =>
    test.app.inject({ method: 'POST', url: '/api/landing.php', remoteAddress: nextTestIp(), cookies, payload });
  const landingCookie = (response: LightMyRequestResponse) =>
    response.cookies.find((cookie) => cookie.name === LANDING_COOKIE.name);
  const landingRows = () => test.db.selectFrom('affiliate_landings').selectAll().orderBy('created_at').execute();

  function signUp(body: Record<string, unknown>, cookies: Record<string, string> = {}) {
    sequence += 1;
    const email = `landed-${process.pid}-${sequence}@example.com`;
    const payload = {
      email,
      name: 'Robin',
      date_of_birth: '1988-02-10',
      password: TEST_PASSWORD,
      gender: 'female',
      sexuality: 'bi',
      ...body,
    };
    return test.app
      .inject({ method: 'POST', url: '/api/signup.php', remoteAddress: nextTestIp(), cookies, payload })
      .then((response) => ({ response, email }));
  }
  const userOf = (email: string) =>
    test.db.selectFrom('users').select(['id', 'traffic_source']).where('email', '=', email).executeTakeFirstOrThrow();
  const trackingOf = (userId: number) =>
    test.db.selectFrom('tracking_records').selectAll().where('user_id', '=', userId).execute();

  it('stores the landing, names it by an HttpOnly cookie, and keeps the first one of the visit', async () => {
    const first = await land({
      network: ' adnet ',
      ref: 'click-1',
      sub1: 'a',
      sub3: 'c',
      traffic_source: 'google',
      landing_path: '/landers/video/summer',
    });
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json().landing).toMatchObject({
      network: 'adnet',
      ref: 'click-1',
      sub1: 'a',
      sub2: null,
      sub3: 'c',
      traffic_source: 'google',
      landing_path: '/landers/video/summer',
    });
    const cookie = landingCookie(first)!;
    expect(cookie).toMatchObject({ httpOnly: true, path: '/', sameSite: 'Lax' });
    expect(cookie.value).toMatch(/^[A-Za-z0-9_-]{32}$/);
    expect(first.body).not.toContain(cookie.value);
    const stored = await test.db
      .selectFrom('affiliate_landings')
      .selectAll()
      .where('id', '=', cookie.value)
      .executeTakeFirstOrThrow();
    expect(stored).toMatchObject({ network: 'adnet', ref: 'click-1', user_id: null, claimed_at: null });

    const before = (await landingRows()).length;
    const second = await land({ network: 'other', ref: 'click-2' }, { [LANDING_COOKIE.name]: cookie.value });
    expect(second.statusCode, second.body).toBe(200);
    expect(second.json().landing).toMatchObject({ network: 'adnet', ref: 'click-1' });
    expect(landingCookie(second)).toBeUndefined();
    expect((await landingRows()).length).toBe(before);

    // A cookie that names no landing is a new visit.
    const unknown = await land({ network: 'adnet' }, { [LANDING_COOKIE.name]: 'x'.repeat(32) });
    expect(unknown.statusCode).toBe(201);
    expect(landingCookie(unknown)!.value).not.toBe('x'.repeat(32));
  });

  it('stores nothing for a landing without tracking or traffic source', async () => {
    const before = (await landingRows()).length;
    const empty = await land({ landing_path: '/landers/gallery' });
    expect(empty.statusCode, empty.body).toBe(200);
    expect(empty.json()).toEqual({ landing: null });
    expect(landingCookie(empty)).toBeUndefined();
    expect((await land({})).json()).toEqual({ landing: null });
    expect((await landingRows()).length).toBe(before);
  });

  it.each([
    ['too long', { network: 'adnet', ref: 'r'.repeat(256) }, { ref: 'errors.too_long' }],
    ['a wrong type', { network: 5, sub2: ['x'] }, { network: 'errors.field_invalid', sub2: 'errors.field_invalid' }],
    ['a NUL character', { network: 'adnet', sub1: 'a\u0000b' }, { sub1: 'errors.field_invalid' }],
    [
      'a control character',
      { traffic_source: 'mail\n' + 'x', network: 'adnet' },
      { traffic_source: 'errors.field_invalid' },
    ],
    [
      'a path that is no path',
      { network: 'adnet', landing_path: 'https://evil.example/' },
      { landing_path: 'errors.field_invalid' },
    ],
    ['a long path', { network: 'adnet', landing_path: `/${'p'.repeat(2048)}` }, { landing_path: 'errors.too_long' }],
    ['an unknown field', { network: 'adnet', click: 'x' }, { click: 'errors.field_unknown' }],
  ])('refuses %s with a 400 naming the field and stores nothing', async (_label, payload, fields) => {
    const before = (await landingRows()).length;
    const response = await land(payload);
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json()).toEqual({ error: 'validation_failed', fields });
    expect(landingCookie(response)).toBeUndefined();
    expect((await landingRows()).length).toBe(before);
  });

  it('refuses a body that is not an object', async () => {
    const response = await test.app.inject({
      method: 'POST',
      url: '/api/landing.php',
      headers: { 'content-type': 'application/json' },
      payload: '"network"',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ error: 'validation_failed' });
  });

  it('attaches the landing of the cookie at sign-up, over the body’s tracking, and links it to the member', async () => {
    const landed = await land({
      network: 'landing-net',
      ref: 'click-9',
      sub2: 'b',
      traffic_source: 'banner',
      landing_path: '/landers/gallery',
    });
    const cookie = landingCookie(landed)!.value;
    const { response, email } = await signUp(
      { tracking: { network: 'body-net', ref: 'body-ref' }, traffic_source: 'body' },
      { [LANDING_COOKIE.name]: cookie },
    );
    expect(response.statusCode, response.body).toBe(201);
    const user = await userOf(email);
    expect(user.traffic_source).toBe('banner');
    const records = await trackingOf(user.id);
    expect(records).toHaveLength(1);
    expect(records[0]).toMatchObject({
      network: 'landing-net',
      ref: 'click-9',
      sub1: null,
      sub2: 'b',
      sub3: null,
      landing_path: '/landers/gallery',
    });
    const landing = await test.db
      .selectFrom('affiliate_landings')
      .selectAll()
      .where('id', '=', cookie)
      .executeTakeFirstOrThrow();
    expect(landing.user_id).toBe(user.id);
    expect(landing.claimed_at).not.toBeNull();

    // The landing belongs to that member now: a second sign-up in the same browser goes by its body.
    const again = await signUp(
      { tracking: { network: 'body-net', ref: 'body-ref' } },
      { [LANDING_COOKIE.name]: cookie },
    );
    expect(again.response.statusCode).toBe(201);
    const second = await userOf(again.email);
    expect((await trackingOf(second.id))[0]).toMatchObject({ network: 'body-net', ref: 'body-ref' });
  });

  it('goes by the body’s tracking without a landing cookie, as before', async () => {
    const { response, email } = await signUp({ tracking: { network: 'body-net', ref: 'r-2' }, landing_path: '/x' });
    expect(response.statusCode, response.body).toBe(201);
    const user = await userOf(email);
    expect(user.traffic_source).toBe('body-net');
    expect((await trackingOf(user.id))[0]).toMatchObject({ network: 'body-net', ref: 'r-2', landing_path: '/x' });
  });

  it("lets a visitor with a landing sign up where the site takes only 'with_trafficsource'", async () => {
    await test.db
      .updateTable('sites')
      .set({ signups: 'with_trafficsource' })
      .where('domain', '=', 'localhost')
      .execute();
    try {
      expect((await signUp({})).response.json()).toEqual({ error: 'signup_closed' });
      const landed = await land({ traffic_source: 'partner-site' });
      const cookie = landingCookie(landed)!.value;
      const { response, email } = await signUp({}, { [LANDING_COOKIE.name]: cookie });
      expect(response.statusCode, response.body).toBe(201);
      expect((await userOf(email)).traffic_source).toBe('partner-site');
    } finally {
      await test.db.updateTable('sites').set({ signups: 'all' }).where('domain', '=', 'localhost').execute();
    }
  });

  it('answers a page whose query is malformed', async () => {
    for (const url of ['/landers/gallery?network=%ZZ', '/landers/gallery?network=%E0%A4%A&ref=%00', '/?ref=%']) {
      const page = await test.app.inject({ url, headers: { accept: 'text/html' } });
      expect(page.statusCode, url).toBe(200);
      expect(page.headers['content-type']).toMatch(/^text\/html/);
      expect(page.body).toContain('<div id="root">');
    }
  });

  it('adds a network from the development page and lists the landings with their member', async () => {
    const post = (payload: string) =>
      test.app.inject({
        method: 'POST',
        url: '/dev/affiliates/networks',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload,
      });
    expect((await post('name=dev-net&postback_url=ftp%3A%2F%2Fexample.com%2F')).statusCode).toBe(400);
    expect((await post('name=&postback_url=https%3A%2F%2Fexample.com%2F')).statusCode).toBe(400);
    const saved = await post('name=dev-net&postback_url=' + encodeURIComponent('http://127.0.0.1:9/pb?c={ref}'));
    expect(saved.statusCode).toBe(303);
    const landed = await land({
      network: 'dev-net',
      ref: 'dev-click',
      sub1: 'x',
      landing_path: '/landers/tinderswipe',
    });
    const { response, email } = await signUp({}, { [LANDING_COOKIE.name]: landingCookie(landed)!.value });
    expect(response.statusCode, response.body).toBe(201);
    const user = await userOf(email);
    const page = await test.app.inject({ url: '/dev/affiliates' });
    expect(page.body).toMatch(/dev-net<\/td><td><code>http:\/\/127\.0\.0\.1:9\/pb\?c=\{ref\}<\/code><\/td><td>active/);
    expect(page.body).toContain(
      `<td>dev-net</td><td>dev-click</td><td>x</td><td></td><td></td><td></td><td><code>/landers/tinderswipe</code></td><td>${user.id}</td>`,
    );
  });

  it('shows the seeded demo network as paused on the development page', async () => {
    const page = await test.app.inject({ url: '/dev/affiliates' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.body).toMatch(
      /demo-network<\/td><td><code>http:\/\/127\.0\.0\.1:9\/postback\?[^<]*<\/code><\/td><td><span class="paused">paused<\/span>/,
    );
    expect(page.body).toContain('/unpause"');
  });
});
