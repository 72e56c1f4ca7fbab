import type { Db } from '../db/database';
import { photoPaths } from '../modules/media/media-paths';
import { COUNTRY_SITES } from './demo-sites';
import { DEMO_EMAIL_DOMAIN, demoMembers, FICTIONAL_ICON, type DemoMember } from './demo-member-specs';
import { hashString } from '../modules/media/seeded-random';

/** Bumped when the avatar drawing changes, so browsers fetch the new (immutable) files. */
export const AVATAR_VERSION = 1;
export const AVATAR_SIZE = 600;

/** The file name (without folder and extension) of a demo member's avatar. */
export function avatarName(email: string): string {
  return `avatar-${hashString(`${email}#${AVATAR_VERSION}`).toString(36)}`;
}

function birthDate(member: DemoMember, today: Date): string {
  return `${today.getUTCFullYear() - member.age}-${member.birthMonthDay}`;
}

/**
 * A few hundred confirmed members across the site countries, each on the site of their country,
 * with a profile, interests and one main photo row (the image files come from seedDemoMedia). They
 * have no password, so nobody can log in as them. Inserted in a handful of statements; a second
 * run finds them all and returns at once. Gives how many there are and how many got their photo now.
 */
export async function seedDemoMembers(db: Db): Promise<{ members: number; added: number }> {
  const members = demoMembers();
  const { count } = await db
    .selectFrom('photos')
    .innerJoin('profiles', 'profiles.id', 'photos.profile_id')
    .innerJoin('users', 'users.id', 'profiles.user_id')
    .where('users.email_normalized', 'like', `%@${DEMO_EMAIL_DOMAIN}`)
    .where('photos.is_main', '=', true)
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .executeTakeFirstOrThrow();
  if (Number(count) >= members.length) return { members: members.length, added: 0 };

  const now = new Date();
  const sites = await db.selectFrom('sites').select(['id', 'domain']).execute();
  const siteByDomain = new Map(sites.map((site) => [site.domain, site.id]));
  const siteOf = new Map(COUNTRY_SITES.map(([domain, country]) => [country, siteByDomain.get(domain)!]));
  const minutes = (value: number) => new Date(now.getTime() - value * 60_000);

  await db
    .insertInto('users')
    .values(
      members.map((member) => ({
        site_id: siteOf.get(member.country)!,
        email: member.email,
        email_normalized: member.email,
        password_hash: null,
        status: 'confirmed' as const,
        language: member.language,
        signup_date: minutes(member.signupDaysAgo * 24 * 60),
        fictional: member.fictional,
        fictional_icon: member.fictional ? FICTIONAL_ICON : null,
        mail_disabled_reason: null,
        traffic_source: null,
        invitation_code_id: null,
        deleted_at: null,
        reactivate_until: null,
        last_seen_at: minutes(member.lastSeenMinutesAgo),
        last_hidden_at: null,
      })),
    )
    .onConflict((conflict) => conflict.columns(['site_id', 'email_normalized']).doNothing())
    .execute();
  const users = await db
    .selectFrom('users')
    .select(['id', 'email_normalized', 'site_id'])
    .where('email_normalized', 'like', `%@${DEMO_EMAIL_DOMAIN}`)
    .execute();
  const userByEmail = new Map(users.map((user) => [user.email_normalized, user]));

  const regions = await db.selectFrom('regions').select(['id', 'country', 'code']).execute();
  const regionByCode = new Map(regions.map((region) => [region.code, region.id]));
  await db
    .insertInto('profiles')
    .values(
      members.map((member) => ({
        user_id: userByEmail.get(member.email)!.id,
        site_id: userByEmail.get(member.email)!.site_id,
        name: member.name,
        birth_date: birthDate(member, now),
        gender: member.gender,
        sexuality: member.sexuality,
        country: member.country,
        region_id: regionByCode.get(member.region) ?? null,
        city: member.city,
        latitude: member.latitude,
        longitude: member.longitude,
        hair_colour: member.hair_colour,
        eye_colour: member.eye_colour,
        body_type: member.body_type,
        relationship_status: member.relationship_status,
        tattoos: member.tattoos,
        about_me: member.about_me,
        signup_message: null,
      })),
    )
    .onConflict((conflict) => conflict.column('user_id').doNothing())
    .execute();
  const profiles = await db
    .selectFrom('profiles')
    .select(['id', 'user_id'])
    .where(
      'user_id',
      'in',
      users.map((user) => user.id),
    )
    .execute();
  const profileByUser = new Map(profiles.map((profile) => [profile.user_id, profile.id]));
  const profileOf = (member: DemoMember) => profileByUser.get(userByEmail.get(member.email)!.id)!;

  const interests = await db.selectFrom('interests').select(['id', 'key']).execute();
  const interestByKey = new Map(interests.map((interest) => [interest.key, interest.id]));
  await db
    .insertInto('profile_interests')
    .values(
      members.flatMap((member) =>
        member.interests.map((key) => ({ profile_id: profileOf(member), interest_id: interestByKey.get(key)! })),
      ),
    )
    .onConflict((conflict) => conflict.columns(['profile_id', 'interest_id']).doNothing())
    .execute();

  const withPhoto = new Set(
    (
      await db
        .selectFrom('photos')
        .select('profile_id')
        .where('is_main', '=', true)
        .where(
          'profile_id',
          'in',
          profiles.map((profile) => profile.id),
        )
        .execute()
    ).map((row) => row.profile_id),
  );
  const missing = members.filter((member) => !withPhoto.has(profileOf(member)));
  if (missing.length) {
    await db
      .insertInto('photos')
      .values(
        missing.map((member) => ({
          profile_id: profileOf(member),
          ...photoPaths(profileOf(member), avatarName(member.email)),
          is_private: false,
          is_main: true,
          width: AVATAR_SIZE,
          height: AVATAR_SIZE,
        })),
      )
      .execute();
  }
  return { members: members.length, added: missing.length };
}
