import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  MatchFinderResponseSchema,
  MemberSearchResponseSchema,
  SignupMatchesResponseSchema,
  type MemberSearchResponse,
  type Profile,
} from '@app/shared/contract';
import { confirmUser } from '../src/modules/account/account-user.repository';
import { signUpMember, type SignedUpMember } from './support/members';
import { createTestApp, DATABASE_KINDS, type TestApp } from './support/test-app';

/** Whom a member looks for (soughtGenders) decides the search's start and every suggestion. */
describe.each(DATABASE_KINDS)('whom a member looks for, in search and suggestions, on %s', (kind) => {
  let test: TestApp;
  beforeAll(async () => {
    test = await createTestApp(kind);
  });
  afterAll(async () => {
    await test?.close();
  });

  async function member(gender: 'male' | 'female', sexuality: string): Promise<SignedUpMember> {
    const signedUp = await signUpMember(test, { gender, sexuality });
    await confirmUser(test.db, signedUp.userId);
    return signedUp;
  }

  async function get(url: string, who: SignedUpMember | null): Promise<unknown> {
    const response = await test.app.inject({ method: 'GET', url, cookies: who?.cookies ?? {} });
    expect(response.statusCode, response.body).toBe(200);
    return response.json();
  }

  const search = async (who: SignedUpMember | null, query = ''): Promise<MemberSearchResponse> =>
    MemberSearchResponseSchema.parse(await get(`/api/members.php${query}`, who));
  const genders = (profiles: Profile[]) => [...new Set(profiles.map((profile) => profile.gender))].sort();

  it('starts a straight man’s search at women, which he can change to men, or to men and women', async () => {
    const man = await member('male', 'hetero');
    const start = await search(man);
    expect(start.profiles.length).toBeGreaterThan(0);
    expect(genders([...start.profiles, ...start.similar])).toEqual(['female']);
    const women = await search(man, '?gender=female');
    const men = await search(man, '?gender=male');
    expect(start.total).toBe(women.total);
    expect(genders(men.profiles)).toEqual(['male']);
    // An empty gender is the form's "Men and women".
    expect((await search(man, '?gender=')).total).toBe(women.total + men.total);
    expect((await search(man, '?gender=&page=2')).page).toBe(2);
  });

  it('starts each member’s search from their own gender and sexuality, and a visitor’s at everyone', async () => {
    const totalOf = async (who: SignedUpMember, gender: string) => (await search(who, `?gender=${gender}`)).total;
    const gay = await member('male', 'gay');
    expect((await search(gay)).total).toBe(await totalOf(gay, 'male'));
    const lesbian = await member('female', 'lesbian');
    expect((await search(lesbian)).total).toBe(await totalOf(lesbian, 'female'));
    const straightWoman = await member('female', 'hetero');
    expect((await search(straightWoman)).total).toBe(await totalOf(straightWoman, 'male'));
    const bi = await member('female', 'bi');
    expect((await search(bi)).total).toBe(await totalOf(bi, ''));
    const visitor = await search(null);
    expect(visitor.total).toBe(
      (await search(null, '?gender=female')).total + (await search(null, '?gender=male')).total,
    );
  });

  it('suggests a straight man women who look for men: signup matches and the match finder', async () => {
    const man = await member('male', 'hetero');
    const matches = SignupMatchesResponseSchema.parse(await get('/api/signup-matches.php', man)).profiles;
    const found = MatchFinderResponseSchema.parse(await get('/api/match-finder.php', man)).profiles;
    for (const profiles of [matches, found]) {
      expect(profiles.length).toBeGreaterThan(0);
      expect(genders(profiles)).toEqual(['female']);
      for (const profile of profiles) expect(['hetero', 'bi']).toContain(profile.sexuality);
    }
  });
});
