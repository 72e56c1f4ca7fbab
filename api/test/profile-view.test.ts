import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MemberProfileResponseSchema, RELATED_PROFILES_LIMIT } from '@app/shared/contract';
import { jsonb } from '../src/db/jsonb';
import { mediaDir, photoPaths } from '../src/modules/media/media-paths';
import { markDeleted, signUpMember, type SignedUpMember } from './support/members';
import { createTestApp, DATABASE_KINDS, type TestApp } from './support/test-app';

describe.each(DATABASE_KINDS)('the profile view GET /api/member.php on %s', (kind) => {
  let test: TestApp;
  beforeAll(async () => {
    test = await createTestApp(kind);
  });
  afterAll(async () => {
    await test?.close();
  });

  const view = (id: number, member?: SignedUpMember, query = '', cookies: Record<string, string> = {}) =>
    test.app.inject({ url: `/api/member.php?id=${id}${query}`, cookies: { ...member?.cookies, ...cookies } });

  /** Demo profiles (active, of confirmed members) of one country, with their user ids. */
  async function demoProfiles(count: number, offset = 0) {
    return test.db
      .selectFrom('profiles')
      .innerJoin('users', 'users.id', 'profiles.user_id')
      .select(['profiles.id', 'profiles.user_id', 'profiles.gender'])
      .where('profiles.status', '=', 'active')
      .where('users.status', '=', 'confirmed')
      .orderBy('profiles.id')
      .offset(offset)
      .limit(count)
      .execute();
  }

  const setSite = (values: { logged_out_search?: boolean; logged_out_search_trafficsource?: boolean }) =>
    test.db.updateTable('sites').set(values).where('domain', '=', 'localhost').execute();

  it("answers a member another member's profile with photos, relation and related members of the pool", async () => {
    const me = await signUpMember(test);
    const [profile] = await demoProfiles(1);
    const response = await view(profile!.id, me);
    expect(response.statusCode, response.body).toBe(200);
    const answer = MemberProfileResponseSchema.parse(response.json());
    expect(answer.profile).toMatchObject({ id: profile!.id, liked: false, liked_me: false, blocked: false });
    expect(answer.profile.photos.length).toBeGreaterThan(0);
    expect(answer.profile.photos[0]).toMatchObject({ locked: false, private: false });
    expect(answer.related.length).toBeGreaterThan(0);
    expect(answer.related.length).toBeLessThanOrEqual(RELATED_PROFILES_LIMIT);
    const relatedIds = answer.related.map((related) => related.id);
    expect(relatedIds).not.toContain(profile!.id);
    expect(relatedIds).not.toContain(me.profileId);
    expect(answer.related.every((related) => related.gender === profile!.gender)).toBe(true);
  });

  it('names interests and the region in the language of the request, and leaves out what the site hides', async () => {
    const me = await signUpMember(test);
    const [profile] = await demoProfiles(1, 1);
    const interest = await test.db
      .selectFrom('interests')
      .select(['id', 'names'])
      .orderBy('key')
      .executeTakeFirstOrThrow();
    await test.db
      .insertInto('profile_interests')
      .values({ profile_id: profile!.id, interest_id: interest.id })
      .execute();
    const german = MemberProfileResponseSchema.parse((await view(profile!.id, me, '', { locale: 'de' })).json());
    expect(german.profile.interest_names).toContain(interest.names.de);

    await test.db
      .updateTable('sites')
      .set({ visible_profile_fields: jsonb(['eye_colour']), visible_profile_notes: jsonb([]) })
      .where('domain', '=', 'localhost')
      .execute();
    try {
      const hidden = MemberProfileResponseSchema.parse((await view(profile!.id, me)).json()).profile;
      expect([
        hidden.hair_colour,
        hidden.body_type,
        hidden.relationship_status,
        hidden.tattoos,
        hidden.about_me,
      ]).toEqual([null, null, null, null, null]);
    } finally {
      await test.db
        .updateTable('sites')
        .set({
          visible_profile_fields: jsonb(['hair_colour', 'eye_colour', 'body_type', 'relationship_status', 'tattoos']),
          visible_profile_notes: jsonb(['about_me']),
        })
        .where('domain', '=', 'localhost')
        .execute();
    }
  });

  it('lets visitors view as far as logged_out_search and its traffic-source variant allow', async () => {
    const [profile] = await demoProfiles(1);
    try {
      expect((await view(profile!.id)).statusCode).toBe(200);
      await setSite({ logged_out_search: false, logged_out_search_trafficsource: true });
      const refused = await view(profile!.id);
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toEqual({ error: 'authentication_required' });
      const withSource = await view(profile!.id, undefined, '&traffic_source=adnet');
      expect(withSource.statusCode).toBe(200);
      expect(MemberProfileResponseSchema.parse(withSource.json()).profile).toMatchObject({
        liked: false,
        blocked: false,
      });
      await setSite({ logged_out_search_trafficsource: false });
      expect((await view(profile!.id, undefined, '&traffic_source=adnet')).statusCode).toBe(403);
      // A member is never refused by these settings.
      expect((await view(profile!.id, await signUpMember(test))).statusCode).toBe(200);
    } finally {
      await setSite({ logged_out_search: true, logged_out_search_trafficsource: true });
    }
  });

  it('answers 404 for unknown, hidden, disabled and deleted profiles and for oneself; 400 for a bad id', async () => {
    const me = await signUpMember(test);
    const [hidden, deleted] = await demoProfiles(2, 2);
    await test.db.updateTable('profiles').set({ status: 'hidden' }).where('id', '=', hidden!.id).execute();
    await markDeleted(test.db, deleted!.user_id);
    // A member who has not confirmed the mail address has a disabled profile.
    const unconfirmed = await signUpMember(test);
    for (const id of [999999, hidden!.id, deleted!.id, unconfirmed.profileId, me.profileId]) {
      const response = await view(id, me);
      expect(response.statusCode, `profile ${id}`).toBe(404);
      expect(response.json()).toEqual({ error: 'not_found' });
    }
    expect((await test.app.inject({ url: '/api/member.php?id=abc', cookies: me.cookies })).statusCode).toBe(400);
  });

  it('answers 404 to a member the profile’s member blocked, and shows a profile the viewer blocked', async () => {
    const me = await signUpMember(test);
    const other = await signUpMember(test);
    const [blocker, blockedByMe] = await demoProfiles(2, 4);
    await test.db
      .insertInto('blocks')
      .values({ blocker_user_id: blocker!.user_id, blocked_profile_id: me.profileId })
      .execute();
    expect((await view(blocker!.id, me)).statusCode).toBe(404);
    expect((await view(blocker!.id, other)).statusCode).toBe(200);

    await test.db
      .insertInto('blocks')
      .values({ blocker_user_id: me.userId, blocked_profile_id: blockedByMe!.id })
      .execute();
    const answer = MemberProfileResponseSchema.parse((await view(blockedByMe!.id, me)).json());
    expect(answer.profile.blocked).toBe(true);
    // Neither the blocker nor a blocked member is suggested as related.
    const [third] = await demoProfiles(1, 6);
    const related = MemberProfileResponseSchema.parse((await view(third!.id, me)).json()).related;
    expect(related.map((profile) => profile.id)).not.toContain(blocker!.id);
    expect(related.map((profile) => profile.id)).not.toContain(blockedByMe!.id);
  });

  it('withholds the paths of private photos from free members and visitors; premium members get them', async () => {
    const [profile] = await demoProfiles(1, 8);
    const paths = photoPaths(profile!.id, randomBytes(12).toString('hex'));
    for (const file of [paths.filename, paths.thumb_filename]) {
      const target = path.join(mediaDir(test.config.dataDir), file);
      await fs.mkdir(path.dirname(target), { recursive: true });
      await fs.writeFile(target, 'private image');
    }
    const { id } = await test.db
      .insertInto('photos')
      .values({ profile_id: profile!.id, ...paths, is_private: true, width: 10, height: 10 })
      .returning('id')
      .executeTakeFirstOrThrow();
    const name = path.basename(paths.filename, '.webp');

    const free = await signUpMember(test);
    for (const response of [await view(profile!.id, free), await view(profile!.id)]) {
      expect(response.statusCode).toBe(200);
      expect(response.body).not.toContain(name);
      const photos = MemberProfileResponseSchema.parse(response.json()).profile.photos;
      expect(photos.find((photo) => photo.id === id)).toEqual({ id, locked: true });
    }
    // No folder is listed (400 or 404), so the file cannot be found without its unguessable name.
    for (const url of [`/media/photos/${profile!.id}/`, `/media/photos/${profile!.id}`, '/media/photos/']) {
      const listing = await test.app.inject({ url });
      expect([400, 404], url).toContain(listing.statusCode);
      expect(listing.body).not.toContain(name);
    }

    const premium = await signUpMember(test);
    await test.db.updateTable('users').set({ paid_user: true }).where('id', '=', premium.userId).execute();
    const photos = MemberProfileResponseSchema.parse((await view(profile!.id, premium)).json()).profile.photos;
    expect(photos.find((photo) => photo.id === id)).toEqual({ id, locked: false, private: true, ...paths });
    expect((await test.app.inject({ url: `/media/${paths.filename}` })).statusCode).toBe(200);
  });

  it("clears the new-like flag of the viewed member's like on the viewer, and tells who liked whom", async () => {
    const me = await signUpMember(test);
    const [fan, other] = await demoProfiles(2, 10);
    await test.db
      .insertInto('likes')
      .values([
        { liker_profile_id: fan!.id, liked_profile_id: me.profileId, like_new: true },
        { liker_profile_id: other!.id, liked_profile_id: me.profileId, like_new: true },
        { liker_profile_id: me.profileId, liked_profile_id: fan!.id },
      ])
      .execute();
    const answer = MemberProfileResponseSchema.parse((await view(fan!.id, me)).json());
    expect(answer.profile).toMatchObject({ liked: true, liked_me: true });
    const likes = (await test.app.inject({ url: '/api/likes.php', cookies: me.cookies })).json();
    expect(likes.liked_by).toEqual(
      expect.arrayContaining([
        { id: fan!.id, like_new: false },
        { id: other!.id, like_new: true },
      ]),
    );
  });
});
