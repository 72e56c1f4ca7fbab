import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MEMBER_SEARCH_PAGE_SIZE, MemberSearchResponseSchema, type MemberSearchResponse } from '@app/shared/contract';
import { jsonb } from '../src/db/jsonb';
import { confirmUser } from '../src/modules/account/account-user.repository';
import { memberPoolOf } from '../src/modules/members/member-pool';
import { findSearchPage } from '../src/modules/members/search.repository';
import { markDeleted, nextTestIp, TEST_PASSWORD } from './support/members';
import { createTestApp, DATABASE_KINDS, type TestApp } from './support/test-app';

interface NewMember {
  gender?: 'male' | 'female';
  age?: number;
  regionId?: number | null;
  /** Minutes since the member was last seen; null: never. */
  seenMinutesAgo?: number | null;
  profileStatus?: 'active' | 'hidden' | 'disabled';
  deleted?: boolean;
  fictional?: boolean;
  country?: string;
}

/** A birth date that makes the member `age` years old today (the birthday a month ago). */
function birthDateFor(age: number): string {
  const today = new Date();
  const day = new Date(Date.UTC(today.getUTCFullYear() - age, today.getUTCMonth(), today.getUTCDate() - 30));
  return day.toISOString().slice(0, 10);
}

describe.each(DATABASE_KINDS)('member search (/api/members.php) on %s', (kind) => {
  let test: TestApp;
  let sequence = 0;
  let regions: [number, number];
  const host = `search-${kind}.example`;
  const closedHost = `closed-${kind}.example`;
  const trafficHost = `traffic-${kind}.example`;

  const inject = (options: InjectOptions) => test.app.inject(options);

  /** A site of its own company for Luxembourg, so the pool holds only this test's members. */
  async function addSite(
    domain: string,
    settings: { logged_out_search: boolean; logged_out_search_trafficsource: boolean },
    companyId: number,
  ) {
    const { id: _id, ...german } = await test.db
      .selectFrom('sites')
      .selectAll()
      .where('domain', '=', 'amorelle.de')
      .executeTakeFirstOrThrow();
    await test.db
      .insertInto('sites')
      .values({
        ...german,
        ...settings,
        domain,
        company_id: companyId,
        is_default: false,
        country: 'LU',
        countries: jsonb(['LU', 'BE']),
        signups: 'all',
        texts: jsonb(german.texts),
        visible_profile_fields: jsonb(german.visible_profile_fields),
        visible_profile_notes: jsonb(german.visible_profile_notes),
        search_fields: jsonb(['gender', 'country', 'countryregion', 'min_age', 'max_age']),
        minimum_message_costs: jsonb(german.minimum_message_costs),
      })
      .execute();
  }

  async function siteId(domain: string): Promise<number> {
    return (await test.db.selectFrom('sites').select('id').where('domain', '=', domain).executeTakeFirstOrThrow()).id;
  }

  /** Inserts a member of the test site directly; answers the profile id. */
  async function addMember(member: NewMember = {}): Promise<number> {
    sequence += 1;
    const site = await siteId(host);
    const email = `search-${kind}-${sequence}@example.com`;
    const seen = member.seenMinutesAgo === undefined ? sequence : member.seenMinutesAgo;
    const user = await test.db
      .insertInto('users')
      .values({
        site_id: site,
        email,
        email_normalized: email,
        status: 'confirmed',
        language: 'fr',
        fictional: member.fictional ?? false,
        last_seen_at: seen === null ? null : new Date(Date.now() - seen * 60_000),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const profile = await test.db
      .insertInto('profiles')
      .values({
        user_id: user.id,
        site_id: site,
        name: `Member ${sequence}`,
        birth_date: birthDateFor(member.age ?? 30),
        gender: member.gender ?? 'female',
        sexuality: 'hetero',
        country: member.country ?? 'LU',
        region_id: member.regionId ?? null,
        status: member.profileStatus ?? 'active',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    if (member.deleted) await markDeleted(test.db, user.id);
    return profile.id;
  }

  /** Signs a member up on the test site through the API; answers the ids and the session. */
  async function signUp(): Promise<{ userId: number; profileId: number; cookies: { session: string } }> {
    sequence += 1;
    const email = `search-signup-${kind}-${sequence}@example.com`;
    const response = await inject({
      method: 'POST',
      url: '/api/signup.php',
      headers: { host },
      remoteAddress: nextTestIp(),
      payload: {
        name: 'Sam',
        date_of_birth: '1988-03-02',
        password: TEST_PASSWORD,
        gender: 'male',
        sexuality: 'hetero',
        email,
      },
    });
    expect(response.statusCode, response.body).toBe(201);
    const row = await test.db
      .selectFrom('users')
      .innerJoin('profiles', 'profiles.user_id', 'users.id')
      .select(['users.id as userId', 'profiles.id as profileId'])
      .where('users.email_normalized', '=', email)
      .executeTakeFirstOrThrow();
    await confirmUser(test.db, row.userId);
    return { ...row, cookies: { session: response.cookies.find((cookie) => cookie.name === 'session')!.value } };
  }

  async function search(
    query: Record<string, string | number>,
    options: { cookies?: Record<string, string>; host?: string } = {},
  ): Promise<MemberSearchResponse> {
    const response = await inject({
      method: 'GET',
      url: '/api/members.php',
      headers: { host: options.host ?? host },
      query: Object.fromEntries(Object.entries(query).map(([key, value]) => [key, String(value)])),
      cookies: options.cookies,
    });
    expect(response.statusCode, response.body).toBe(200);
    return MemberSearchResponseSchema.parse(response.json());
  }

  const ids = (profiles: Array<{ id: number }>) => profiles.map((profile) => profile.id);

  beforeAll(async () => {
    test = await createTestApp(kind);
    const company = await test.db
      .insertInto('company_info')
      .values({
        name: `Search Test ${kind}`,
        address: 'Rue 1',
        kvk: '1',
        city: 'Luxembourg',
        country: 'Luxembourg',
        tradenames: jsonb(['Search']),
        vat_numbers: jsonb([]),
        support_phone: '+352 1234567',
        delete_discount: 0,
        added: new Date('2024-01-01T00:00:00Z'),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await addSite(host, { logged_out_search: true, logged_out_search_trafficsource: false }, company.id);
    await addSite(closedHost, { logged_out_search: false, logged_out_search_trafficsource: false }, company.id);
    await addSite(trafficHost, { logged_out_search: false, logged_out_search_trafficsource: true }, company.id);
    const inserted = await test.db
      .insertInto('regions')
      .values([
        { country: 'LU', code: 'LU-T1', names: jsonb({ en: 'North' }) },
        { country: 'LU', code: 'LU-T2', names: jsonb({ en: 'South' }) },
      ])
      .returning('id')
      .execute();
    regions = [inserted[0]!.id, inserted[1]!.id];
  });
  afterAll(async () => {
    await test?.close();
  });

  it('filters by gender, age, country and region, recently seen first', async () => {
    const north = await addMember({ gender: 'male', age: 40, regionId: regions[0], seenMinutesAgo: 5 });
    const northOlder = await addMember({ gender: 'male', age: 52, regionId: regions[0], seenMinutesAgo: 1 });
    const south = await addMember({ gender: 'male', age: 41, regionId: regions[1], seenMinutesAgo: 2 });
    const never = await addMember({ gender: 'male', age: 42, regionId: regions[0], seenMinutesAgo: null });
    const belgian = await addMember({ gender: 'male', age: 40, country: 'BE', seenMinutesAgo: 3 });
    const woman = await addMember({ gender: 'female', age: 40, regionId: regions[0] });

    const men = await search({ gender: 'male', country: 'LU', min_age: 35, max_age: 45 });
    expect(ids(men.profiles)).toEqual([south, north, never]);
    expect(men.total).toBe(3);
    for (const profile of men.profiles)
      expect(profile).toMatchObject({ gender: 'male', country: 'LU', status: 'active' });

    const inRegion = await search({
      gender: 'male',
      country: 'lu',
      countryregion: regions[0],
      min_age: 35,
      max_age: 60,
    });
    expect(ids(inRegion.profiles)).toEqual([northOlder, north, never]);

    const anyCountry = ids((await search({ gender: 'male', min_age: 40, max_age: 40 })).profiles);
    expect(anyCountry).toEqual(expect.arrayContaining([north, belgian]));
    expect(anyCountry).not.toContain(woman);
    // A country outside the site's countries finds nothing.
    expect((await search({ country: 'DE' })).total).toBe(0);
  });

  /** A search page's profile ids and last key (findSearchPage reads the profiles with the page). */
  const pageIds = async (...args: Parameters<typeof findSearchPage>) => {
    const page = await findSearchPage(...args);
    return { ids: page.profiles.map((profile) => profile.id), last: page.last };
  };

  it('reads the same page by walking members by last seen as by sorting the filtered profiles', async () => {
    for (let index = 0; index < 6; index += 1) await addMember({ gender: 'male', age: 33, seenMinutesAgo: index % 3 });
    await addMember({ gender: 'male', age: 33, seenMinutesAgo: null });
    const { company_id: companyId } = await test.db
      .selectFrom('sites')
      .select('company_id')
      .where('domain', '=', host)
      .executeTakeFirstOrThrow();
    const pool = await memberPoolOf(test.db, { company_id: companyId, countries: ['LU', 'BE'] }, null);
    for (const criteria of [{ gender: 'male' as const }, {}]) {
      for (const offset of [0, 3]) {
        const sorted = await pageIds(test.db, pool, criteria, { limit: 4, skip: offset, after: null, total: 0 });
        const walked = await pageIds(test.db, pool, criteria, {
          limit: 4,
          skip: offset,
          after: null,
          total: Number.MAX_SAFE_INTEGER,
        });
        expect(walked.ids).toEqual(sorted.ids);
        expect(sorted.ids.length).toBeGreaterThan(0);
      }
      // Keyset paging: the page after the last key of the first three is the page that skips three, both ways.
      for (const total of [0, Number.MAX_SAFE_INTEGER]) {
        const first = await pageIds(test.db, pool, criteria, { limit: 3, skip: 0, after: null, total });
        const skipped = await pageIds(test.db, pool, criteria, { limit: 4, skip: 3, after: null, total });
        const sought = await pageIds(test.db, pool, criteria, { limit: 4, skip: 0, after: first.last, total });
        expect(sought.ids).toEqual(skipped.ids);
        expect(sought.last).toEqual(skipped.last);
      }
    }
  });

  it('pages the results with the total and the number of pages', async () => {
    const made: number[] = [];
    for (let index = 0; index < MEMBER_SEARCH_PAGE_SIZE + 5; index += 1) {
      made.push(await addMember({ gender: 'female', age: 77, seenMinutesAgo: 1000 + index }));
    }
    const first = await search({ gender: 'female', min_age: 77, max_age: 77 });
    expect(first).toMatchObject({ total: made.length, page: 1, pages: 2 });
    expect(ids(first.profiles)).toEqual(made.slice(0, MEMBER_SEARCH_PAGE_SIZE));
    expect(first.similar).toEqual([]);
    const second = await search({ gender: 'female', min_age: 77, max_age: 77, page: 2 });
    expect(second).toMatchObject({ total: made.length, page: 2, pages: 2 });
    expect(ids(second.profiles)).toEqual(made.slice(MEMBER_SEARCH_PAGE_SIZE));
    expect((await search({ gender: 'female', min_age: 77, max_age: 77, page: 3 })).profiles).toEqual([]);
  });

  it('offers similar profiles when a search finds few: wider ages first, then any country of the pool', async () => {
    const exact = await addMember({ gender: 'male', age: 88, seenMinutesAgo: 1 });
    const older = await addMember({ gender: 'male', age: 91, seenMinutesAgo: 2 });
    const farOlder = await addMember({ gender: 'male', age: 97, seenMinutesAgo: 3 });
    const result = await search({ gender: 'male', country: 'LU', min_age: 88, max_age: 88 });
    expect(ids(result.profiles)).toEqual([exact]);
    const similar = ids(result.similar);
    expect(similar).not.toContain(exact);
    expect(similar.indexOf(older)).toBeGreaterThanOrEqual(0);
    expect(similar.indexOf(farOlder)).toBeGreaterThan(similar.indexOf(older));
    expect(new Set(similar).size).toBe(similar.length);
    for (const profile of result.similar) expect(profile.gender).toBe('male');
  });

  it('leaves out hidden, disabled and deleted members; marks fictional profiles', async () => {
    const hidden = await addMember({ age: 66, profileStatus: 'hidden' });
    const disabled = await addMember({ age: 66, profileStatus: 'disabled' });
    const deleted = await addMember({ age: 66, deleted: true });
    const fictional = await addMember({ age: 66, fictional: true });
    const result = await search({ gender: 'female', min_age: 66, max_age: 66 });
    expect(ids(result.profiles)).toEqual([fictional]);
    expect(result.profiles[0]!.fictional).toBe(true);
    expect(ids(result.similar)).not.toEqual(expect.arrayContaining([hidden, disabled, deleted]));
  });

  it('never shows the member, nor members blocked either way', async () => {
    const member = await signUp();
    const blockedByMember = await addMember({ gender: 'female', age: 55 });
    const blockingMember = await addMember({ gender: 'female', age: 55 });
    const other = await addMember({ gender: 'female', age: 55 });
    const blockerUser = await test.db
      .selectFrom('profiles')
      .select('user_id')
      .where('id', '=', blockingMember)
      .executeTakeFirstOrThrow();
    await test.db
      .insertInto('blocks')
      .values([
        { blocker_user_id: member.userId, blocked_profile_id: blockedByMember },
        { blocker_user_id: blockerUser.user_id, blocked_profile_id: member.profileId },
      ])
      .execute();
    const found = await search({ gender: 'female', min_age: 55, max_age: 55 }, { cookies: member.cookies });
    expect(ids(found.profiles)).toEqual([other]);
    expect(found.total).toBe(1);
    // Searching the own gender: the member is neither shown nor counted.
    const men = await search({ gender: 'male' }, { cookies: member.cookies });
    expect(ids(men.profiles)).not.toContain(member.profileId);
    expect(men.total).toBe((await search({ gender: 'male' })).total - 1);
    // A visitor sees all three.
    const visitor = await search({ gender: 'female', min_age: 55, max_age: 55 });
    expect(ids(visitor.profiles)).toEqual(expect.arrayContaining([blockedByMember, blockingMember, other]));
  });

  it('lets a visitor search only as far as the site allows', async () => {
    const refused = await inject({ method: 'GET', url: '/api/members.php', headers: { host: closedHost } });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ error: 'authentication_required' });
    const noSource = await inject({ method: 'GET', url: '/api/members.php', headers: { host: trafficHost } });
    expect(noSource.statusCode).toBe(403);
    const withSource = await search({ trafficsource: 'google' }, { host: trafficHost });
    expect(withSource.total).toBeGreaterThan(0);
    const member = await signUp();
    expect((await search({}, { host: closedHost, cookies: member.cookies })).total).toBeGreaterThan(0);
  });

  it('takes only the filters of the site’s search_fields', async () => {
    const site = await siteId(trafficHost);
    await test.db
      .updateTable('sites')
      .set({ search_fields: jsonb(['gender']) })
      .where('id', '=', site)
      .execute();
    const all = await search({ gender: 'male', trafficsource: 'x' }, { host: trafficHost });
    const aged = await search({ gender: 'male', min_age: 97, max_age: 97, trafficsource: 'x' }, { host: trafficHost });
    expect(aged.total).toBe(all.total);
  });

  it('names every bad filter with its translation key', async () => {
    const response = await inject({
      method: 'GET',
      url: '/api/members.php',
      headers: { host },
      query: { gender: 'other', min_age: '17', max_age: '100', page: '0', country: 'Lux' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      error: 'validation_failed',
      fields: {
        gender: 'errors.field_invalid',
        min_age: 'errors.field_invalid',
        max_age: 'errors.field_invalid',
        page: 'errors.field_invalid',
        country: 'errors.field_invalid',
      },
    });
    const reversed = await inject({
      method: 'GET',
      url: '/api/members.php',
      headers: { host },
      query: { min_age: '50', max_age: '40' },
    });
    expect(reversed.json()).toEqual({ error: 'validation_failed', fields: { max_age: 'errors.field_invalid' } });
  });
});
