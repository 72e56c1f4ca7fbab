import type { InjectOptions } from 'fastify';
import { confirmUser } from '../src/modules/account/account-user.repository';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SIGNUP_MATCHES_LIMIT, SignupMatchesResponseSchema, type Profile } from '@app/shared/contract';
import { jsonb } from '../src/db/jsonb';
import { markDeleted, nextTestIp, TEST_PASSWORD } from './support/members';
import { createTestApp, DATABASE_KINDS, type TestApp } from './support/test-app';

interface Member {
  userId: number;
  profileId: number;
  cookies: { session: string };
}

const BIRTH_DATE = '1990-06-15';
const ageOf = (birthDate: string) => {
  const today = new Date();
  const [year, month, day] = birthDate.split('-').map(Number) as [number, number, number];
  const hadBirthday =
    today.getUTCMonth() + 1 > month || (today.getUTCMonth() + 1 === month && today.getUTCDate() >= day);
  return today.getUTCFullYear() - year - (hadBirthday ? 0 : 1);
};

describe.each(DATABASE_KINDS)('signup matches (/api/signup-matches.php) on %s', (kind) => {
  let test: TestApp;
  let sequence = 0;
  beforeAll(async () => {
    test = await createTestApp(kind);
  });
  afterAll(async () => {
    await test?.close();
  });

  const inject = (options: InjectOptions) => test.app.inject(options);

  /** Signs a member up on the site of `host`; answers the ids and the session. */
  async function signUpOn(host: string, body: Record<string, unknown>): Promise<Member> {
    sequence += 1;
    const email = `matches-${kind}-${sequence}@example.com`;
    const response = await inject({
      method: 'POST',
      url: '/api/signup.php',
      headers: { host },
      remoteAddress: nextTestIp(),
      payload: { name: 'Alex', date_of_birth: BIRTH_DATE, password: TEST_PASSWORD, ...body, email },
    });
    expect(response.statusCode, response.body).toBe(201);
    const row = await test.db
      .selectFrom('users')
      .innerJoin('profiles', 'profiles.user_id', 'users.id')
      .select(['users.id as userId', 'profiles.id as profileId'])
      .where('users.email_normalized', '=', email)
      .executeTakeFirstOrThrow();
    // Confirmed, as members others are shown are (an unconfirmed member's profile is disabled).
    await confirmUser(test.db, row.userId);
    return { ...row, cookies: { session: response.cookies.find((cookie) => cookie.name === 'session')!.value } };
  }

  async function matchesOf(member: Member): Promise<Profile[]> {
    const response = await inject({ method: 'GET', url: '/api/signup-matches.php', cookies: member.cookies });
    expect(response.statusCode, response.body).toBe(200);
    return SignupMatchesResponseSchema.parse(response.json()).profiles;
  }

  /** How many active members of Amorelle in a country fit (gender and sexualities), but the member. */
  async function poolSize(
    member: Member,
    country: string,
    gender: 'male' | 'female',
    sexualities: string[],
  ): Promise<number> {
    const { count } = await test.db
      .selectFrom('profiles')
      .innerJoin('users', 'users.id', 'profiles.user_id')
      .innerJoin('sites', 'sites.id', 'profiles.site_id')
      .innerJoin('company_info', 'company_info.id', 'sites.company_id')
      .where('company_info.name', '=', 'Amorelle Media B.V.')
      .where('profiles.country', '=', country)
      .where('profiles.gender', '=', gender)
      .where('profiles.sexuality', 'in', sexualities as Array<'hetero'>)
      .where('profiles.status', '=', 'active')
      .where('users.status', '!=', 'deleted')
      .where('profiles.id', '!=', member.profileId)
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .executeTakeFirstOrThrow();
    return Number(count);
  }

  async function giveMainPhoto(member: Member): Promise<void> {
    await test.db
      .insertInto('photos')
      .values({
        profile_id: member.profileId,
        filename: `photos/${member.profileId}/main.webp`,
        thumb_filename: `photos/${member.profileId}/main-thumb.webp`,
        is_main: true,
        is_private: false,
        width: 600,
        height: 600,
      })
      .execute();
  }

  it('refuses a visitor', async () => {
    const response = await inject({ method: 'GET', url: '/api/signup-matches.php' });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ error: 'authentication_required' });
  });

  it('suggests women who look for men to a straight man on a country site, all of its country', async () => {
    const member = await signUpOn('amorelle.de', { gender: 'male', sexuality: 'hetero' });
    const profiles = await matchesOf(member);
    const expected = Math.min(SIGNUP_MATCHES_LIMIT, await poolSize(member, 'DE', 'female', ['hetero', 'bi']));
    expect(expected).toBeGreaterThan(0);
    expect(profiles).toHaveLength(expected);
    for (const profile of profiles) {
      expect(profile).toMatchObject({ country: 'DE', gender: 'female', status: 'active' });
      expect(['hetero', 'bi']).toContain(profile.sexuality);
      expect(profile.id).not.toBe(member.profileId);
    }
    expect(new Set(profiles.map((profile) => profile.id)).size).toBe(profiles.length);
    // Ages within 10 years come first.
    const ownAge = ageOf(BIRTH_DATE);
    const firstFar = profiles.findIndex((profile) => Math.abs(profile.age - ownAge) >= 11);
    const lastNear = profiles.findLastIndex((profile) => Math.abs(profile.age - ownAge) <= 9);
    if (firstFar !== -1 && lastNear !== -1) expect(lastNear).toBeLessThan(firstFar);
    // The same answer again: the order is stable.
    expect((await matchesOf(member)).map((profile) => profile.id)).toEqual(profiles.map((profile) => profile.id));
  });

  it('suggests men who look for men to a gay man', async () => {
    const member = await signUpOn('amorelle.nl', { gender: 'male', sexuality: 'gay' });
    const profiles = await matchesOf(member);
    expect(profiles).toHaveLength(Math.min(SIGNUP_MATCHES_LIMIT, await poolSize(member, 'NL', 'male', ['gay', 'bi'])));
    for (const profile of profiles) {
      expect(profile).toMatchObject({ country: 'NL', gender: 'male' });
      expect(['gay', 'bi']).toContain(profile.sexuality);
    }
  });

  it('suggests to a bisexual woman men and women who look for women', async () => {
    const member = await signUpOn('amorelle.fr', { gender: 'female', sexuality: 'bi' });
    const profiles = await matchesOf(member);
    expect(profiles.length).toBeGreaterThan(0);
    for (const profile of profiles) {
      expect(profile.country).toBe('FR');
      if (profile.gender === 'male') expect(['hetero', 'bi']).toContain(profile.sexuality);
      else expect(['lesbian', 'bi']).toContain(profile.sexuality);
    }
  });

  it('gives a member of the international site real suggestions: the own country first, then others', async () => {
    const member = await signUpOn('localhost', { gender: 'male', sexuality: 'hetero' });
    const profiles = await matchesOf(member);
    expect(profiles).toHaveLength(SIGNUP_MATCHES_LIMIT);
    const countries = profiles.map((profile) => profile.country);
    const firstOther = countries.findIndex((country) => country !== 'CH');
    expect(firstOther).not.toBe(0);
    if (firstOther !== -1) expect(countries.slice(firstOther)).not.toContain('CH');

    const german = await signUpOn('localhost', { gender: 'male', sexuality: 'hetero', country: 'DE' });
    const germanMatches = await matchesOf(german);
    expect(germanMatches).toHaveLength(SIGNUP_MATCHES_LIMIT);
    expect(germanMatches[0]!.country).toBe('DE');
  });

  it("shows a country site's members a member of the international site from their country", async () => {
    const visitor = await signUpOn('localhost', { gender: 'female', sexuality: 'hetero', country: 'NL' });
    await giveMainPhoto(visitor);
    const dutch = await signUpOn('amorelle.nl', { gender: 'male', sexuality: 'hetero' });
    expect((await matchesOf(dutch)).map((profile) => profile.id)).toContain(visitor.profileId);
  });

  it("never suggests another company's members, nor another country's", async () => {
    const company = await test.db
      .insertInto('company_info')
      .values({
        name: `Other Dating ${kind}`,
        address: 'Hauptstraße 1',
        kvk: '1',
        city: 'Berlin',
        country: 'Germany',
        tradenames: jsonb(['Other']),
        vat_numbers: jsonb([]),
        support_phone: '+49 30 1234567',
        delete_discount: 0,
        added: new Date('2024-01-01T00:00:00Z'),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const { id: _id, ...german } = await test.db
      .selectFrom('sites')
      .selectAll()
      .where('domain', '=', 'amorelle.de')
      .executeTakeFirstOrThrow();
    await test.db
      .insertInto('sites')
      .values({
        ...german,
        domain: 'other-dating.example',
        company_id: company.id,
        is_default: false,
        countries: jsonb(german.countries),
        texts: jsonb(german.texts),
        visible_profile_fields: jsonb(german.visible_profile_fields),
        visible_profile_notes: jsonb(german.visible_profile_notes),
        search_fields: jsonb(german.search_fields),
        minimum_message_costs: jsonb(german.minimum_message_costs),
      })
      .execute();
    const stranger = await signUpOn('other-dating.example', { gender: 'female', sexuality: 'hetero' });
    await giveMainPhoto(stranger);
    const dutchWoman = await signUpOn('amorelle.nl', { gender: 'female', sexuality: 'hetero' });
    await giveMainPhoto(dutchWoman);

    const member = await signUpOn('amorelle.de', { gender: 'male', sexuality: 'hetero' });
    const ids = (await matchesOf(member)).map((profile) => profile.id);
    expect(ids).not.toContain(stranger.profileId);
    expect(ids).not.toContain(dutchWoman.profileId);

    const otherMember = await signUpOn('other-dating.example', { gender: 'male', sexuality: 'hetero' });
    expect((await matchesOf(otherMember)).map((profile) => profile.id)).toEqual([stranger.profileId]);
  });

  it('leaves out hidden and deleted members, members blocked either way, and members already liked', async () => {
    const member = await signUpOn('amorelle.de', { gender: 'male', sexuality: 'hetero' });
    const before = await matchesOf(member);
    expect(before.length).toBeGreaterThanOrEqual(5);
    const [hidden, deleted, blockedByMember, blockingMember, liked] = before.map((profile) => profile.id) as [
      number,
      number,
      number,
      number,
      number,
    ];
    const userOf = async (profileId: number) =>
      (await test.db.selectFrom('profiles').select('user_id').where('id', '=', profileId).executeTakeFirstOrThrow())
        .user_id;
    await test.db.updateTable('profiles').set({ status: 'hidden' }).where('id', '=', hidden).execute();
    await markDeleted(test.db, await userOf(deleted));
    await test.db
      .insertInto('blocks')
      .values([
        { blocker_user_id: member.userId, blocked_profile_id: blockedByMember },
        { blocker_user_id: await userOf(blockingMember), blocked_profile_id: member.profileId },
      ])
      .execute();
    await test.db.insertInto('likes').values({ liker_profile_id: member.profileId, liked_profile_id: liked }).execute();
    try {
      const after = (await matchesOf(member)).map((profile) => profile.id);
      for (const id of [hidden, deleted, blockedByMember, blockingMember, liked]) expect(after).not.toContain(id);
      expect(after.slice(0, 2)).toEqual(before.slice(5, 7).map((profile) => profile.id));
    } finally {
      await test.db.updateTable('profiles').set({ status: 'active' }).where('id', '=', hidden).execute();
      await test.db
        .updateTable('users')
        .set({ status: 'confirmed' })
        .where('id', '=', await userOf(deleted))
        .execute();
    }
  });

  it('leaves out a member who paused (PUT /api/account-pause.php)', async () => {
    const woman = await signUpOn('amorelle.it', { gender: 'female', sexuality: 'hetero' });
    await giveMainPhoto(woman);
    const man = await signUpOn('amorelle.it', { gender: 'male', sexuality: 'hetero' });
    expect((await matchesOf(man)).map((profile) => profile.id)).toContain(woman.profileId);
    await inject({ method: 'PUT', url: '/api/account-pause.php', cookies: woman.cookies, payload: { hidden: true } });
    expect((await matchesOf(man)).map((profile) => profile.id)).not.toContain(woman.profileId);
  });
});
