import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LANDING_COOKIE } from '@app/shared/contract';
import { nextTestIp } from './support/members';
import { createTestApp, DATABASE_KINDS, type TestApp } from './support/test-app';

const HOST = 'amorelle.nl';

describe.each(DATABASE_KINDS)('logged_out_search_trafficsource and the landing record on %s', (kind) => {
  let test: TestApp;
  let profileId: number;
  beforeAll(async () => {
    test = await createTestApp(kind);
    await test.db
      .updateTable('sites')
      .set({ logged_out_search: false, logged_out_search_trafficsource: true })
      .where('domain', '=', HOST)
      .execute();
    const profile = await test.db
      .selectFrom('profiles')
      .select('id')
      .where('country', '=', 'NL')
      .executeTakeFirstOrThrow();
    profileId = profile.id;
  });
  afterAll(async () => {
    await test?.close();
  });

  /** A landing on the site; its cookie, or undefined when nothing was stored. */
  async function land(payload: Record<string, string>, host = HOST): Promise<string | undefined> {
    const response = await test.app.inject({
      method: 'POST',
      url: '/api/landing.php',
      headers: { host },
      remoteAddress: nextTestIp(),
      payload,
    });
    expect(response.statusCode, response.body).toBeLessThan(300);
    return response.cookies.find((cookie) => cookie.name === LANDING_COOKIE.name)?.value;
  }
  const browse = async (url: string, landing?: string) =>
    (
      await test.app.inject({
        method: 'GET',
        url,
        headers: { host: HOST },
        remoteAddress: nextTestIp(),
        cookies: landing ? { [LANDING_COOKIE.name]: landing } : {},
      })
    ).statusCode;
  const both = async (landing?: string) => [
    await browse('/api/members.php', landing),
    await browse(`/api/member.php?id=${profileId}`, landing),
  ];

  it('lets a visitor browse whose landing on the server has a traffic source or a network', async () => {
    expect(await both()).toEqual([403, 403]);
    expect(await browse('/api/members.php?trafficsource=google')).toBe(200);
    expect(await browse(`/api/member.php?id=${profileId}&traffic_source=google`)).toBe(200);

    expect(await both(await land({ traffic_source: 'google', landing_path: '/landers/gallery/summer' }))).toEqual([
      200, 200,
    ]);
    expect(await both(await land({ network: 'n1', ref: 'abc' }))).toEqual([200, 200]);
  });

  it('does not for a landing without either, a malformed cookie, or a landing of another site', async () => {
    expect(await land({ ref: 'only-a-ref' })).toBeDefined();
    expect(await both(await land({ ref: 'only-a-ref' }))).toEqual([403, 403]);
    expect(await land({ landing_path: '/' })).toBeUndefined();
    expect(await both('not-a-landing')).toEqual([403, 403]);
    expect(await both('A'.repeat(32))).toEqual([403, 403]);
    expect(await both(await land({ traffic_source: 'google' }, 'amorelle.de'))).toEqual([403, 403]);
  });

  it('answers too many landings from one address with 429 and Retry-After', async () => {
    const address = nextTestIp();
    let response;
    for (let attempt = 0; attempt < 200; attempt++) {
      response = await test.app.inject({
        method: 'POST',
        url: '/api/landing.php',
        headers: { host: HOST },
        remoteAddress: address,
        payload: { traffic_source: `burst-${attempt}` },
      });
      if (response.statusCode === 429) break;
    }
    expect(response!.statusCode).toBe(429);
    expect(response!.json()).toEqual({ error: 'rate_limited' });
    expect(Number(response!.headers['retry-after'])).toBeGreaterThan(0);
  });
});
