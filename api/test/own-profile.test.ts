import type { InjectOptions } from 'fastify';
import { confirmUser } from '../src/modules/account/account-user.repository';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { INTERESTS_MAX, MINIMUM_AGE, OwnProfileResponseSchema, type OwnProfile } from '@app/shared/contract';
import { nextTestIp, signUpMember, TEST_PASSWORD, type SignedUpMember } from './support/members';
import { createTestApp, DATABASE_KINDS, type TestApp } from './support/test-app';

describe.each(DATABASE_KINDS)('the own profile (/api/profile.php) on %s', (kind) => {
  let test: TestApp;
  let chRegion: number;
  let deRegion: number;
  let interestKeys: string[];
  beforeAll(async () => {
    test = await createTestApp(kind);
    const regionOf = async (country: string) =>
      (
        await test.db
          .selectFrom('regions')
          .select('id')
          .where('country', '=', country)
          .orderBy('id')
          .executeTakeFirstOrThrow()
      ).id;
    chRegion = await regionOf('CH');
    deRegion = await regionOf('DE');
    interestKeys = (await test.db.selectFrom('interests').select('key').orderBy('key').execute()).map((row) => row.key);
  });
  afterAll(async () => {
    await test?.close();
  });

  const inject = (options: InjectOptions) => test.app.inject(options);
  const getProfile = (member: SignedUpMember) =>
    inject({ method: 'GET', url: '/api/profile.php', cookies: member.cookies });
  const putProfile = (member: SignedUpMember, payload: unknown) =>
    inject({ method: 'PUT', url: '/api/profile.php', cookies: member.cookies, payload: payload as object });
  const profileOf = async (member: SignedUpMember): Promise<OwnProfile> => {
    const response = await getProfile(member);
    expect(response.statusCode, response.body).toBe(200);
    return OwnProfileResponseSchema.parse(response.json()).profile;
  };
  const expectFields = async (member: SignedUpMember, payload: unknown, fields: Record<string, string>) => {
    const response = await putProfile(member, payload);
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json()).toEqual({ error: 'validation_failed', fields });
  };

  it('refuses a visitor', async () => {
    for (const method of ['GET', 'PUT'] as const) {
      const response = await inject({
        method,
        url: '/api/profile.php',
        payload: method === 'PUT' ? { city: 'Bern' } : undefined,
      });
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({ error: 'authentication_required' });
    }
  });

  it("answers a new member's profile with every signup step still to do", async () => {
    const member = await signUpMember(test, {
      name: 'Robin',
      date_of_birth: '1988-02-10',
      gender: 'male',
      sexuality: 'hetero',
    });
    const profile = await profileOf(member);
    expect(profile).toMatchObject({
      id: member.profileId,
      email: member.email,
      name: 'Robin',
      birth_date: '1988-02-10',
      gender: 'male',
      sexuality: 'hetero',
      country: 'CH',
      region_id: null,
      city: null,
      latitude: null,
      longitude: null,
      interests: [],
      about_me: null,
      signup_message: null,
      hair_colour: null,
      tattoos: null,
      hidden: false,
      photos: [],
      photo_limit: 3,
      incomplete_steps: ['photo', 'location', 'personal', 'about'],
    });
    expect(profile.age).toBeGreaterThanOrEqual(36);
  });

  it('changes the fields sent and answers the whole profile; the steps done leave the list', async () => {
    const member = await signUpMember(test);
    const response = await putProfile(member, {
      name: '  Robin Hood ',
      region_id: chRegion,
      city: 'Bern',
      latitude: 46.948,
      longitude: 7.447,
      interests: [interestKeys[1], interestKeys[0], interestKeys[1]],
      about_me: 'I like long walks.',
      signup_message: 'Hello there',
      hair_colour: 'brown',
    });
    expect(response.statusCode, response.body).toBe(200);
    const profile = OwnProfileResponseSchema.parse(response.json()).profile;
    expect(profile).toMatchObject({
      name: 'Robin Hood',
      region_id: chRegion,
      city: 'Bern',
      latitude: 46.948,
      longitude: 7.447,
      interests: [interestKeys[0], interestKeys[1]],
      about_me: 'I like long walks.',
      signup_message: 'Hello there',
      hair_colour: 'brown',
      eye_colour: null,
      incomplete_steps: ['photo'],
    });
    expect(await profileOf(member)).toEqual(profile);
    const user = await inject({ method: 'GET', url: '/api/user.php', cookies: member.cookies });
    expect(user.json().user.profile).toMatchObject({ name: 'Robin Hood', interests: profile.interests });

    // Empty texts become null; an empty interest list clears them; the about step is missing again.
    const cleared = OwnProfileResponseSchema.parse(
      (await putProfile(member, { about_me: '  ', interests: [], city: null })).json(),
    ).profile;
    expect(cleared).toMatchObject({ about_me: null, interests: [], city: null, region_id: chRegion });
    expect(cleared.incomplete_steps).toEqual(['photo', 'about']);
  });

  it('lists the photos, main first, and the premium limit', async () => {
    const member = await signUpMember(test);
    const photo = (name: string, isMain: boolean) => ({
      profile_id: member.profileId,
      filename: `photos/${member.profileId}/${name}.webp`,
      thumb_filename: `photos/${member.profileId}/${name}-thumb.webp`,
      is_main: isMain,
      is_private: !isMain,
      width: 800,
      height: 600,
    });
    await test.db
      .insertInto('photos')
      .values([photo('second', false), photo('main', true)])
      .execute();
    await test.db.updateTable('users').set({ paid_user: true }).where('id', '=', member.userId).execute();
    const profile = await profileOf(member);
    expect(profile.photos.map(({ filename, is_main, is_private }) => ({ filename, is_main, is_private }))).toEqual([
      { filename: `photos/${member.profileId}/main.webp`, is_main: true, is_private: false },
      { filename: `photos/${member.profileId}/second.webp`, is_main: false, is_private: true },
    ]);
    expect(profile.photos[0]).toMatchObject({ width: 800, height: 600, id: expect.any(Number) });
    expect(profile.photo_limit).toBe(25);
    expect(profile.incomplete_steps).not.toContain('photo');
  });

  it('shows a paused profile as hidden', async () => {
    const member = await signUpMember(test);
    await confirmUser(test.db, member.userId);
    await inject({ method: 'PUT', url: '/api/account-pause.php', cookies: member.cookies, payload: { hidden: true } });
    expect((await profileOf(member)).hidden).toBe(true);
  });

  it('refuses unknown fields and wrong types, and changes nothing', async () => {
    const member = await signUpMember(test);
    await expectFields(member, { name: 'Robin', admin: true }, { admin: 'errors.field_unknown' });
    await expectFields(
      member,
      { hair_colour: 'purple', region_id: 'x' },
      {
        hair_colour: 'errors.field_invalid',
        region_id: 'errors.field_invalid',
      },
    );
    expect((await profileOf(member)).name).toBe('Robin');
  });

  it('refuses a name equal to the email or its part before the @, or starting with @', async () => {
    const member = await signUpMember(test, { email: `sam-${kind}@example.com` });
    await expectFields(member, { name: `SAM-${kind}@example.com` }, { name: 'errors.name_same_as_email' });
    await expectFields(member, { name: ` Sam-${kind} ` }, { name: 'errors.name_same_as_email' });
    await expectFields(member, { name: '@robin' }, { name: 'errors.name_starts_with_at' });
  });

  it('refuses a member younger than the minimum age and an impossible date', async () => {
    const member = await signUpMember(test);
    const year = new Date().getUTCFullYear() - MINIMUM_AGE + 1;
    await expectFields(member, { birth_date: `${year}-01-01` }, { birth_date: 'errors.too_young' });
    await expectFields(member, { birth_date: '1990-02-30' }, { birth_date: 'errors.date_invalid' });
    const changed = OwnProfileResponseSchema.parse((await putProfile(member, { birth_date: '1975-12-31' })).json());
    expect(changed.profile.birth_date).toBe('1975-12-31');
  });

  it('refuses an unknown region and a region of another country', async () => {
    const member = await signUpMember(test);
    await expectFields(member, { region_id: deRegion }, { region_id: 'errors.field_invalid' });
    await expectFields(member, { region_id: 99_999_999 }, { region_id: 'errors.field_invalid' });
    await expectFields(member, { country: 'DE', region_id: chRegion }, { region_id: 'errors.field_invalid' });
  });

  it('changes the country among those of the site; a new country without a region clears the region', async () => {
    const member = await signUpMember(test);
    await putProfile(member, { region_id: chRegion, city: 'Bern' });
    const moved = OwnProfileResponseSchema.parse((await putProfile(member, { country: 'de' })).json()).profile;
    expect(moved).toMatchObject({ country: 'DE', region_id: null, city: 'Bern' });
    const withRegion = OwnProfileResponseSchema.parse(
      (await putProfile(member, { country: 'CH', region_id: chRegion })).json(),
    ).profile;
    expect(withRegion).toMatchObject({ country: 'CH', region_id: chRegion });
    await expectFields(member, { country: 'XX' }, { country: 'errors.field_invalid' });
  });

  it("refuses a country the member's site does not serve", async () => {
    const response = await inject({
      method: 'POST',
      url: '/api/signup.php',
      headers: { host: 'amorelle.de' },
      remoteAddress: nextTestIp(),
      payload: {
        email: `german-${kind}@example.com`,
        name: 'Jonas',
        date_of_birth: '1990-01-01',
        password: TEST_PASSWORD,
        gender: 'male',
        sexuality: 'hetero',
      },
    });
    expect(response.statusCode, response.body).toBe(201);
    const session = response.cookies.find((cookie) => cookie.name === 'session')!.value;
    const german = { cookies: { session } } as SignedUpMember;
    expect((await profileOf(german)).country).toBe('DE');
    await expectFields(german, { country: 'NL' }, { country: 'errors.field_invalid' });
  });

  it('refuses unknown interests and too many', async () => {
    const member = await signUpMember(test);
    await expectFields(
      member,
      { interests: [interestKeys[0], 'no-such-interest'] },
      {
        interests: 'errors.field_invalid',
      },
    );
    const tooMany = Array.from({ length: INTERESTS_MAX + 1 }, (_, index) => interestKeys[index] ?? `key-${index}`);
    await expectFields(member, { interests: tooMany }, { interests: 'errors.too_many_interests' });
    expect((await profileOf(member)).interests).toEqual([]);
  });

  it("names every field the server's checks refuse at once", async () => {
    const member = await signUpMember(test, { email: `robin-${kind}@example.com` });
    await expectFields(
      member,
      { name: `Robin-${kind}`, region_id: deRegion, interests: ['nope'] },
      {
        name: 'errors.name_same_as_email',
        region_id: 'errors.field_invalid',
        interests: 'errors.field_invalid',
      },
    );
  });
});
