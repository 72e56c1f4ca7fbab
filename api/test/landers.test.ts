import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LanderAnswer } from '@app/shared/contract';
import { lookupCountry } from '../src/modules/geo/ip-country';
import { nextTestIp } from './support/members';
import { createTestApp, DATABASE_KINDS, type TestApp } from './support/test-app';

/** Addresses whose GeoIP country the tests rely on (checked first). */
const GERMAN_ADDRESS = '81.169.145.1';
const DUTCH_ADDRESS = '145.53.1.1';

describe.each(DATABASE_KINDS)('GET /api/lander.php: the members shown on %s', (kind) => {
  let test: TestApp;
  beforeAll(async () => {
    test = await createTestApp(kind);
  });
  afterAll(async () => {
    await test?.close();
  });

  const lander = async (query: string, options: { host?: string; ip?: string; locale?: string } = {}) => {
    const response = await test.app.inject({
      method: 'GET',
      url: `/api/lander.php?${query}`,
      headers: { host: options.host ?? 'amorelle.nl' },
      cookies: options.locale ? { locale: options.locale } : {},
      remoteAddress: options.ip ?? nextTestIp(),
    });
    return { status: response.statusCode, body: response.json() };
  };
  const ok = async (...args: Parameters<typeof lander>) => {
    const { status, body } = await lander(...args);
    expect(status, JSON.stringify(body)).toBe(200);
    return body as LanderAnswer;
  };
  const profilesOf = (answer: LanderAnswer) =>
    test.db
      .selectFrom('profiles')
      .innerJoin('users', 'users.id', 'profiles.user_id')
      .select(['profiles.id', 'profiles.country', 'profiles.body_type', 'users.fictional'])
      .where(
        'profiles.id',
        'in',
        answer.members.map((member) => member.id),
      )
      .execute();

  it('shows only members of the niche: the plus-size campaign only curvy and plus-size members', async () => {
    const curvy = await ok('type=gallery&slug=curvy');
    expect(curvy).toMatchObject({ slug: 'curvy', niche: 3 });
    expect(curvy.members.length).toBeGreaterThan(0);
    for (const profile of await profilesOf(curvy)) expect(['curvy', 'plus_size']).toContain(profile.body_type);

    // A site's own niche applies without a campaign: a senior site shows members of 55 and over.
    await test.db.updateTable('sites').set({ niche: 6 }).where('domain', '=', 'amorelle.be').execute();
    try {
      const senior = await ok('type=gallery', { host: 'amorelle.be' });
      expect(senior.niche).toBe(6);
      expect(senior.members.length).toBeGreaterThan(0);
      for (const member of senior.members) expect(member.age).toBeGreaterThanOrEqual(55);
    } finally {
      await test.db.updateTable('sites').set({ niche: 1 }).where('domain', '=', 'amorelle.be').execute();
    }
  });

  it("shows the visitor's country: the GeoIP country the site serves, else the site's own", async () => {
    expect(lookupCountry(GERMAN_ADDRESS)).toBe('DE');
    expect(lookupCountry(DUTCH_ADDRESS)).toBe('NL');
    const german = await ok('type=home', { host: 'localhost', ip: GERMAN_ADDRESS });
    expect(german.country).toBe('DE');
    const dutch = await ok('type=home', { host: 'localhost', ip: DUTCH_ADDRESS });
    expect(dutch.country).toBe('NL');
    // The Dutch site serves only the Netherlands, whatever the address.
    const onNl = await ok('type=home', { host: 'amorelle.nl', ip: GERMAN_ADDRESS });
    expect(onNl.country).toBe('NL');
    // No GeoIP country (loopback): the international site's own country.
    const local = await ok('type=home', { host: 'localhost', ip: '127.0.0.1' });
    expect(local.country).toBe('CH');
    for (const [answer, country] of [
      [german, 'DE'],
      [dutch, 'NL'],
      [onNl, 'NL'],
      [local, 'CH'],
    ] as const) {
      expect(answer.members.length).toBeGreaterThan(0);
      for (const member of answer.members) expect(member.country).toBe(country);
      for (const profile of await profilesOf(answer)) expect(profile.country).toBe(country);
    }
  });

  it("gives each member's fields: photo, rounded place, a line, and the fictional flag", async () => {
    const map = await ok('type=maplanding&slug=nearby');
    expect(map.members.length).toBe(24);
    const fictional = new Map((await profilesOf(map)).map((profile) => [profile.id, profile.fictional]));
    for (const member of map.members) {
      expect(member.fictional).toBe(fictional.get(member.id));
      expect(member.main_image.thumb_filename).toMatch(/^photos\//);
      expect(member.latitude! * 10).toBeCloseTo(Math.round(member.latitude! * 10), 6);
      expect(member.longitude! * 10).toBeCloseTo(Math.round(member.longitude! * 10), 6);
      expect(member.line === null || Array.from(member.line).length <= 140).toBe(true);
    }
    expect(map.has_fictional).toBe(map.members.some((member) => member.fictional));
  });

  it('says has_fictional exactly when a member shown is fictional', async () => {
    const belgians = test.db.selectFrom('profiles').select('user_id').where('country', '=', 'BE');
    await test.db.updateTable('users').set({ fictional: true }).where('id', 'in', belgians).execute();
    const all = await ok('type=gallery', { host: 'amorelle.be' });
    expect(all.members.every((member) => member.fictional)).toBe(true);
    expect(all.has_fictional).toBe(true);
    await test.db.updateTable('users').set({ fictional: false }).where('id', 'in', belgians).execute();
    const none = await ok('type=gallery', { host: 'amorelle.be' });
    expect(none.members.length).toBeGreaterThan(0);
    expect(none.members.some((member) => member.fictional)).toBe(false);
    expect(none.has_fictional).toBe(false);
  });
});
