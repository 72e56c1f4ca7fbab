import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MEMBER_SEARCH_PAGE_SIZE, MemberSearchResponseSchema, type MemberSearchResponse } from '@app/shared/contract';
import { confirmUser } from '../src/modules/account/account-user.repository';
import { signUpMember, type SignedUpMember } from './support/members';
import { statementsOf } from './support/statement-counter';
import { createTestApp, DATABASE_KINDS, type TestApp } from './support/test-app';

/** Kept search answers (ADR 0040): shared while they fit, never served after a change that concerns them. */
describe.each(DATABASE_KINDS)('kept search answers on %s (ADR 0040)', (kind) => {
  let test: TestApp;
  let man: SignedUpMember;
  let otherMan: SignedUpMember;
  beforeAll(async () => {
    test = await createTestApp(kind);
    man = await member('male', '1980-01-01');
    otherMan = await member('male', '1980-01-01');
  });
  afterAll(async () => {
    await test?.close();
  });

  async function member(gender: 'male' | 'female', birthDate: string): Promise<SignedUpMember> {
    const signedUp = await signUpMember(test, { gender, sexuality: 'hetero', date_of_birth: birthDate });
    await confirmUser(test.db, signedUp.userId);
    return signedUp;
  }

  async function search(who: SignedUpMember, query: string): Promise<MemberSearchResponse> {
    const response = await test.app.inject({ method: 'GET', url: `/api/members.php?${query}`, cookies: who.cookies });
    expect(response.statusCode, response.body).toBe(200);
    return MemberSearchResponseSchema.parse(response.json());
  }
  const ids = (answer: MemberSearchResponse) => answer.profiles.map((profile) => profile.id);

  async function block(who: SignedUpMember, profileId: number): Promise<void> {
    const response = await test.app.inject({
      method: 'POST',
      url: '/api/block.php',
      cookies: who.cookies,
      payload: { profile_id: profileId },
    });
    expect(response.statusCode, response.body).toBe(200);
  }

  /** Women born in `year`: each test its own age, so that its searches are its own. */
  const womenBorn = (year: number) => `gender=female&min_age=${2026 - year - 1}&max_age=${2026 - year}`;

  it('answers a repeated search, for any searcher it fits, with one statement: the site with the pool', async () => {
    const woman = await member('female', '1951-03-03');
    const first = await search(man, womenBorn(1951));
    expect(ids(first)).toContain(woman.profileId);
    const again = await statementsOf(() => search(man, womenBorn(1951)));
    expect(again.length, again.join('\n')).toBe(1);
    await test.app.inject({ method: 'GET', url: '/api/user.php', cookies: otherMan.cookies }); // the session, cached
    const other = await statementsOf(() => search(otherMan, womenBorn(1951)));
    expect(other.length, other.join('\n')).toBe(1);
  });

  it('finds a profile that entered the pool, and loses one that left it, at once', async () => {
    const first = await member('female', '1952-03-03');
    expect((await search(man, womenBorn(1952))).total).toBe(1);
    const second = await member('female', '1952-04-04');
    const found = await search(man, womenBorn(1952));
    expect(found.total).toBe(2);
    expect(ids(found)).toEqual(expect.arrayContaining([first.profileId, second.profileId]));
    // Changed in the database alone, without a request or the bus: the pool's version moved.
    await test.db.updateTable('profiles').set({ status: 'hidden' }).where('id', '=', first.profileId).execute();
    const after = await search(man, womenBorn(1952));
    expect(after.total).toBe(1);
    expect(ids(after)).toEqual([second.profileId]);
  });

  it('shows a shown member’s own change at once', async () => {
    const woman = await member('female', '1953-03-03');
    expect((await search(man, womenBorn(1953))).profiles[0]!.name).toBe('Robin');
    const changed = await test.app.inject({
      method: 'PUT',
      url: '/api/profile.php',
      cookies: woman.cookies,
      payload: { name: 'Wilma' },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect((await search(man, womenBorn(1953))).profiles[0]!.name).toBe('Wilma');
  });

  it('never gives a searcher what their blocks or own profile leave out, nor keeps their answer for others', async () => {
    const shown = await member('female', '1954-03-03');
    const blocked = await member('female', '1954-04-04');
    expect((await search(man, womenBorn(1954))).total).toBe(2);
    await block(otherMan, blocked.profileId);
    const blocking = await search(otherMan, womenBorn(1954));
    expect(ids(blocking)).toEqual([shown.profileId]);
    expect(blocking.total).toBe(1);
    // The woman herself searching women of her age: never herself, and her answer is only hers.
    const own = await search(shown, womenBorn(1954));
    expect(ids(own)).toEqual([blocked.profileId]);
    expect((await search(man, womenBorn(1954))).total).toBe(2);
  });

  it('never serves a kept full page to a searcher who blocked one of its members', async () => {
    const women: SignedUpMember[] = [];
    for (let index = 0; index <= MEMBER_SEARCH_PAGE_SIZE; index += 1) women.push(await member('female', '1955-03-03'));
    const kept = await search(man, womenBorn(1955));
    expect(kept.total).toBe(MEMBER_SEARCH_PAGE_SIZE + 1);
    const blocked = kept.profiles[0]!.id;
    await block(otherMan, blocked);
    const blocking = await search(otherMan, womenBorn(1955));
    expect(blocking.total).toBe(MEMBER_SEARCH_PAGE_SIZE);
    expect(ids(blocking)).not.toContain(blocked);
    expect(ids(blocking)).toHaveLength(MEMBER_SEARCH_PAGE_SIZE);
    expect(ids(await search(man, womenBorn(1955)))).toContain(blocked);
  });
});
