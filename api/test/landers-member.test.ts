import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LanderAnswer, LanderMember } from '@app/shared/contract';
import { markDeleted, nextTestIp, signUpMember } from './support/members';
import { createTestApp, DATABASE_KINDS, type TestApp } from './support/test-app';

describe.each(DATABASE_KINDS)('GET /api/lander-member.php on %s', (kind) => {
  let test: TestApp;
  /** Dutch demo members with a photo, one for each case that changes them. */
  let dutch: number[];
  beforeAll(async () => {
    test = await createTestApp(kind);
    const rows = await test.db
      .selectFrom('profiles')
      .select('id')
      .where('country', '=', 'NL')
      .where('status', '=', 'active')
      .orderBy('id')
      .limit(8)
      .execute();
    dutch = rows.map((row) => row.id);
  });
  afterAll(async () => {
    await test?.close();
  });

  const memberLanding = async (query: string, cookies: Record<string, string> = {}, host = 'amorelle.nl') => {
    const response = await test.app.inject({
      method: 'GET',
      url: `/api/lander-member.php?${query}`,
      headers: { host },
      cookies,
      remoteAddress: nextTestIp(),
    });
    return { status: response.statusCode, body: response.json() };
  };
  const answer = async (query: string, cookies: Record<string, string> = {}, host = 'amorelle.nl') => {
    const { status, body } = await memberLanding(query, cookies, host);
    expect(status, JSON.stringify(body)).toBe(200);
    return body as { member: LanderMember | null; lander: LanderAnswer };
  };
  const memberOf = async (id: number, cookies: Record<string, string> = {}) =>
    (await answer(`id=${id}&design=landing`, cookies)).member;

  it('gives the member in the lander shape, with the gallery lander of the slug', async () => {
    const id = dutch[0]!;
    const { member, lander } = await answer(`id=${id}&design=landing2&slug=summer`);
    const profile = await test.db
      .selectFrom('profiles')
      .innerJoin('users', 'users.id', 'profiles.user_id')
      .select(['profiles.name', 'profiles.city', 'users.fictional'])
      .where('profiles.id', '=', id)
      .executeTakeFirstOrThrow();
    expect(member).toMatchObject({ id, name: profile.name, city: profile.city, fictional: profile.fictional });
    expect(member!.main_image.filename).toMatch(new RegExp(`^photos/${id}/`));
    expect(lander).toMatchObject({ type: 'gallery', slug: 'summer', country: 'NL' });
    expect((await answer(`id=${id}&design=landing3&slug=nope`)).lander.slug).toBeNull();
    expect((await answer(`id=${id}&design=landing&slug=tonight`)).lander.slug).toBeNull();
    // An unknown design is the first one, not an error.
    expect((await answer(`id=${id}&design=other`)).member?.id).toBe(id);
  });

  it('gives null for an unknown member, and for one of another country or company', async () => {
    expect((await answer('id=2147483647')).member).toBeNull();
    const german = await test.db
      .selectFrom('profiles')
      .select('id')
      .where('country', '=', 'DE')
      .executeTakeFirstOrThrow();
    expect((await answer(`id=${german.id}`)).member).toBeNull();
    expect((await answer(`id=${german.id}`, {}, 'amorelle.de')).member?.id).toBe(german.id);

    const company = await test.db
      .insertInto('company_info')
      .values({
        name: 'Other Media',
        address: 'Street 1',
        kvk: '12345678',
        city: 'Utrecht',
        country: 'Netherlands',
        tradenames: JSON.stringify(['Other']) as never,
        vat_numbers: JSON.stringify([]) as never,
        support_phone: '+31 30 000 00 00',
        delete_discount: 0,
        added: new Date(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const home = await test.db
      .selectFrom('sites')
      .selectAll()
      .where('domain', '=', 'amorelle.nl')
      .executeTakeFirstOrThrow();
    const { id: _id, is_default: _default, ...copy } = home;
    const other = await test.db
      .insertInto('sites')
      .values({
        ...copy,
        domain: 'other.example',
        company_id: company.id,
        countries: JSON.stringify(copy.countries) as never,
        texts: JSON.stringify(copy.texts) as never,
        visible_profile_fields: JSON.stringify(copy.visible_profile_fields) as never,
        visible_profile_notes: JSON.stringify(copy.visible_profile_notes) as never,
        search_fields: JSON.stringify(copy.search_fields) as never,
        minimum_message_costs: JSON.stringify(copy.minimum_message_costs) as never,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const moved = dutch[1]!;
    await test.db.updateTable('profiles').set({ site_id: other.id }).where('id', '=', moved).execute();
    expect(await memberOf(moved)).toBeNull();
    expect((await answer(`id=${moved}`, {}, 'other.example')).member?.id).toBe(moved);
  });

  it('gives null for a hidden, disabled or deleted member and one without a photo', async () => {
    const [, , hidden, disabled, deleted, photoless] = dutch as [number, number, number, number, number, number];
    for (const id of [hidden, disabled, deleted, photoless]) expect(await memberOf(id)).not.toBeNull();
    await test.db.updateTable('profiles').set({ status: 'hidden' }).where('id', '=', hidden).execute();
    await test.db.updateTable('profiles').set({ status: 'disabled' }).where('id', '=', disabled).execute();
    const deletedUser = await test.db
      .selectFrom('profiles')
      .select('user_id')
      .where('id', '=', deleted)
      .executeTakeFirstOrThrow();
    await markDeleted(test.db, deletedUser.user_id);
    await test.db.deleteFrom('photos').where('profile_id', '=', photoless).execute();
    for (const id of [hidden, disabled, deleted, photoless]) {
      expect(await memberOf(id), String(id)).toBeNull();
      const gallery = await answer('id=1');
      expect(gallery.lander.members.map((member) => member.id)).not.toContain(id);
    }
  });

  it('gives null for a member blocked either way, and never the viewer', async () => {
    const [blocked, blocker] = dutch.slice(6) as [number, number];
    const viewer = await signUpMember(test, {}, { locale: 'nl' });
    const onNl = async (id: number) => (await answer(`id=${id}`, viewer.cookies)).member;
    expect(await onNl(blocked)).not.toBeNull();
    expect(await onNl(blocker)).not.toBeNull();
    await test.db
      .insertInto('blocks')
      .values({ blocker_user_id: viewer.userId, blocked_profile_id: blocked })
      .execute();
    const blockerUser = await test.db
      .selectFrom('profiles')
      .select('user_id')
      .where('id', '=', blocker)
      .executeTakeFirstOrThrow();
    await test.db
      .insertInto('blocks')
      .values({ blocker_user_id: blockerUser.user_id, blocked_profile_id: viewer.profileId })
      .execute();
    expect(await onNl(blocked)).toBeNull();
    expect(await onNl(blocker)).toBeNull();
    // A visitor still sees them.
    expect(await memberOf(blocked)).not.toBeNull();
    expect(await onNl(viewer.profileId)).toBeNull();
  });

  it('refuses an id that is not a whole number in 1..2^31-1, naming it', async () => {
    for (const id of ['abc', '0', '-1', '1.5', '2147483648', '', '1e3x']) {
      expect(await memberLanding(`id=${id}&design=landing`), id).toEqual({
        status: 400,
        body: { error: 'validation_failed', fields: { id: 'errors.field_invalid' } },
      });
    }
    expect(await memberLanding('design=landing')).toMatchObject({
      status: 400,
      body: { fields: { id: expect.any(String) } },
    });
  });
});
