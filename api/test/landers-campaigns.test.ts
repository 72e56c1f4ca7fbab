import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LANDER_MEMBERS_DEFAULT, type LanderAnswer } from '@app/shared/contract';
import { findLanderMembers } from '../src/modules/landers/lander-member.repository';
import { memberFilter } from '../src/modules/landers/lander-rules';
import { memberPoolOf } from '../src/modules/members/member-pool';
import { GALLERY_SUMMER } from '../src/seed/demo-lander-copy-a.data';
import { nextTestIp } from './support/members';
import { createTestApp, DATABASE_KINDS, type TestApp } from './support/test-app';

describe.each(DATABASE_KINDS)('GET /api/lander.php: campaigns on %s', (kind) => {
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

  it("answers a campaign by its slug, in the site's language or the locale cookie's", async () => {
    const summer = await ok('type=gallery&slug=summer');
    expect(summer).toMatchObject({ type: 'gallery', slug: 'summer', niche: 1, country: 'NL' });
    const [headline, text, cta] = GALLERY_SUMMER.nl;
    expect(summer.copy).toEqual({ headline, text, cta });
    expect(summer.members.length).toBeGreaterThan(0);
    expect(summer.members.length).toBeLessThanOrEqual(12);
    const german = await ok('type=gallery&slug=summer', { locale: 'de' });
    expect(german.copy.headline).toBe(GALLERY_SUMMER.de[0]);
    // Stable for the day: the same members in the same order.
    expect((await ok('type=gallery&slug=summer')).members).toEqual(summer.members);
  });

  it("gives the type's default for a missing, unknown, malformed or other type's slug, never an error", async () => {
    for (const query of [
      'type=gallery',
      'type=gallery&slug=',
      'type=gallery&slug=xmas',
      'type=gallery&slug=Bad%20Slug!',
      'type=gallery&slug=a&slug=b',
      'type=gallery&slug=%E0%A4%A',
      `type=gallery&slug=${'a'.repeat(100)}`,
      'type=video&slug=summer',
    ]) {
      const answer = await ok(query);
      expect(answer, query).toMatchObject({ slug: null, niche: 1, copy: { headline: null, text: null, cta: null } });
      expect(answer.members.length).toBe(LANDER_MEMBERS_DEFAULT);
    }
    expect((await ok('type=home')).type).toBe('home');
    expect((await ok('type=tinderswipe')).type).toBe('tinderswipe');
  });

  it('refuses an unknown or missing type, naming the field', async () => {
    for (const query of ['type=nope', '', 'type=Gallery', 'type=gallery&type=video']) {
      expect(await lander(query), query).toEqual({
        status: 400,
        body: { error: 'validation_failed', fields: { type: 'errors.field_invalid' } },
      });
    }
  });

  it("narrows the niche by a campaign's gender and ages, and orders the members by the day", async () => {
    const company = await test.db.selectFrom('company_info').select('id').orderBy('id').executeTakeFirstOrThrow();
    await test.db
      .insertInto('lander_campaigns')
      .values({
        company_id: company.id,
        type: 'video',
        slug: 'men-over-forty',
        niche: null,
        member_gender: 'male',
        min_age: 40,
        max_age: 60,
        members_count: 5,
        copy: '{}' as never,
      })
      .execute();
    const men = await ok('type=video&slug=men-over-forty');
    expect(men).toMatchObject({ slug: 'men-over-forty', copy: { headline: null, text: null, cta: null } });
    expect(men.members.length).toBe(5);
    for (const member of men.members) {
      expect(member.gender).toBe('male');
      expect(member.age).toBeGreaterThanOrEqual(40);
      expect(member.age).toBeLessThanOrEqual(60);
    }

    const site = await test.db
      .selectFrom('sites')
      .selectAll()
      .where('domain', '=', 'amorelle.nl')
      .executeTakeFirstOrThrow();
    const pool = await memberPoolOf(test.db, site, null);
    const ranked = (day: string) =>
      findLanderMembers(test.db, pool, {
        country: 'NL',
        filter: memberFilter(1, null),
        limit: 24,
        day,
        today: new Date(),
      });
    const [monday, again, tuesday] = await Promise.all([
      ranked('2026-11-30'),
      ranked('2026-11-30'),
      ranked('2026-12-01'),
    ]);
    expect(again).toEqual(monday);
    expect(tuesday.map((row) => row.id)).not.toEqual(monday.map((row) => row.id));
  });
});
