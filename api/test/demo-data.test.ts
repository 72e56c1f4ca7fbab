import fs from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PROFILE_ATTRIBUTE_VALUES, SEXUALITIES, TIME_BONUS } from '@app/shared/contract';
import { mainImage } from '../src/modules/media/main-image';
import { seedDemoData } from '../src/seed/demo-data';
import { seedDemoMedia } from '../src/seed/demo-media';
import { DEMO_EMAIL_DOMAIN, demoMembers } from '../src/seed/demo-member-specs';
import { COUNTRY_SITES } from '../src/seed/demo-sites';
import { createTestApp, DATABASE_KINDS, type TestApp } from './support/test-app';

const SITE_COUNTRIES = COUNTRY_SITES.map(([, country]) => country);
const TABLES = [
  'sites',
  'company_info',
  'users',
  'profiles',
  'profile_interests',
  'photos',
  'regions',
  'interests',
  'gifts',
  'packages',
  'discount_codes',
  'invitation_codes',
] as const;

function ageOn(birthDate: string | Date, today: Date): number {
  const born = new Date(birthDate);
  let age = today.getUTCFullYear() - born.getUTCFullYear();
  if (
    today.getUTCMonth() < born.getUTCMonth() ||
    (today.getUTCMonth() === born.getUTCMonth() && today.getUTCDate() < born.getUTCDate())
  ) {
    age -= 1;
  }
  return age;
}

describe('demo member generator', () => {
  it('makes the same members every time', () => {
    const first = JSON.stringify(demoMembers());
    expect(first.length).toBeGreaterThan(1000);
    expect(JSON.stringify(demoMembers())).toBe(first);
  });
});

describe('mainImage', () => {
  it('answers the main_image shape of spec section 3, or null without a photo', () => {
    expect(mainImage({ filename: 'photos/12/a.webp', thumb_filename: 'photos/12/a-thumb.webp' })).toEqual({
      filename: 'photos/12/a.webp',
      thumb_filename: 'photos/12/a-thumb.webp',
      match: 'photos/12/a.webp',
    });
    expect(mainImage(null)).toBeNull();
    expect(mainImage(undefined)).toBeNull();
  });
});

describe.each(DATABASE_KINDS)('demo data on %s', (kind) => {
  let test: TestApp;
  beforeAll(async () => {
    test = await createTestApp(kind);
  });
  afterAll(async () => {
    await test?.close();
  });

  function members() {
    return test.db
      .selectFrom('users')
      .innerJoin('profiles', 'profiles.user_id', 'users.id')
      .innerJoin('sites', 'sites.id', 'users.site_id')
      .leftJoin('regions', 'regions.id', 'profiles.region_id')
      .select([
        'users.status',
        'users.password_hash',
        'users.fictional',
        'users.fictional_icon',
        'users.language',
        'sites.country as site_country',
        'sites.domain_language',
        'profiles.id',
        'profiles.name',
        'profiles.gender',
        'profiles.sexuality',
        'profiles.country',
        'profiles.birth_date',
        'profiles.city',
        'profiles.hair_colour',
        'profiles.eye_colour',
        'profiles.body_type',
        'profiles.relationship_status',
        'profiles.tattoos',
        'profiles.about_me',
        'regions.country as region_country',
      ])
      .where('users.email_normalized', 'like', `%@${DEMO_EMAIL_DOMAIN}`)
      .execute();
  }

  async function counts(): Promise<Record<string, number>> {
    const result: Record<string, number> = {};
    for (const table of TABLES) {
      const row = await test.db
        .selectFrom(table)
        .select((eb) => eb.fn.countAll<number>().as('count'))
        .executeTakeFirstOrThrow();
      result[table] = Number(row.count);
    }
    return result;
  }

  it('has at least 300 confirmed members without a password, of both genders and every sexuality', async () => {
    const rows = await members();
    expect(rows.length).toBeGreaterThanOrEqual(300);
    expect(new Set(rows.map((row) => row.gender))).toEqual(new Set(['male', 'female']));
    expect(new Set(rows.map((row) => row.sexuality))).toEqual(new Set(SEXUALITIES));
    for (const row of rows) {
      expect(row.status).toBe('confirmed');
      expect(row.password_hash).toBeNull();
      if (row.sexuality === 'gay') expect(row.gender).toBe('male');
      if (row.sexuality === 'lesbian') expect(row.gender).toBe('female');
    }
  });

  it('spreads the members over every site country, each on the site of its country', async () => {
    const rows = await members();
    for (const country of SITE_COUNTRIES) {
      expect(rows.filter((row) => row.country === country).length, country).toBeGreaterThanOrEqual(5);
    }
    for (const row of rows) {
      expect(row.site_country).toBe(row.country);
      expect(row.region_country).toBe(row.country);
      expect(row.city).toBeTruthy();
    }
  });

  it('gives every member an age of 18 to 70, the profile attributes and a short text', async () => {
    const today = new Date();
    const keys = (values: readonly string[]) => new Set<string | null>(values);
    for (const row of await members()) {
      const age = ageOn(row.birth_date, today);
      expect(age).toBeGreaterThanOrEqual(18);
      expect(age).toBeLessThanOrEqual(70);
      expect(keys(PROFILE_ATTRIBUTE_VALUES.hair_colour).has(row.hair_colour)).toBe(true);
      expect(keys(PROFILE_ATTRIBUTE_VALUES.eye_colour).has(row.eye_colour)).toBe(true);
      expect(keys(PROFILE_ATTRIBUTE_VALUES.body_type).has(row.body_type)).toBe(true);
      expect(keys(PROFILE_ATTRIBUTE_VALUES.relationship_status).has(row.relationship_status)).toBe(true);
      expect(keys(PROFILE_ATTRIBUTE_VALUES.tattoos).has(row.tattoos)).toBe(true);
      expect(row.about_me?.length).toBeGreaterThan(20);
      expect(row.name).toMatch(/^\p{L}[\p{L}-]+$/u);
    }
  });

  it('writes about_me in the language of the member, which their country offers', async () => {
    const rows = await members();
    const dutch = rows.filter((row) => row.country === 'NL');
    expect(dutch.every((row) => row.language === 'nl')).toBe(true);
    const german = rows.find((row) => row.country === 'DE')!;
    const english = rows.find((row) => row.country === 'GB')!;
    expect(german.about_me).not.toBe(english.about_me);
    expect(new Set(rows.filter((row) => row.country === 'BE').map((row) => row.language))).toEqual(
      new Set(['nl', 'fr']),
    );
  });

  it('makes about 15 % of the profiles fictional, marked with the icon', async () => {
    const rows = await members();
    const fictional = rows.filter((row) => row.fictional);
    expect(fictional.length / rows.length).toBeGreaterThan(0.12);
    expect(fictional.length / rows.length).toBeLessThan(0.18);
    expect(fictional.every((row) => row.fictional_icon === '✦')).toBe(true);
    expect(rows.filter((row) => !row.fictional).every((row) => row.fictional_icon === null)).toBe(true);
  });

  it('gives every member interests and exactly one main photo', async () => {
    const rows = await members();
    const ids = rows.map((row) => row.id);
    const interests = await test.db
      .selectFrom('profile_interests')
      .select(['profile_id', (eb) => eb.fn.countAll<number>().as('count')])
      .where('profile_id', 'in', ids)
      .groupBy('profile_id')
      .execute();
    expect(interests).toHaveLength(rows.length);
    expect(interests.every((row) => Number(row.count) >= 3)).toBe(true);
    const photos = await test.db
      .selectFrom('photos')
      .selectAll()
      .where('profile_id', 'in', ids)
      .where('is_main', '=', true)
      .execute();
    expect(photos).toHaveLength(rows.length);
    for (const photo of photos) {
      expect(photo.filename).toMatch(new RegExp(`^photos/${photo.profile_id}/[a-z0-9-]+\\.webp$`));
      expect(photo.thumb_filename).toMatch(new RegExp(`^photos/${photo.profile_id}/[a-z0-9-]+-thumb\\.webp$`));
      expect([photo.width, photo.height]).toEqual([600, 600]);
    }
  });

  it('has packages p0-p3 for every site country in its currency', async () => {
    const packages = await test.db.selectFrom('packages').selectAll().orderBy('country').orderBy('code').execute();
    for (const [, country, , currency] of COUNTRY_SITES) {
      const own = packages.filter((row) => row.country === country);
      expect(
        own.map((row) => row.code),
        country,
      ).toEqual(['p0', 'p1', 'p2', 'p3']);
      expect(own.every((row) => row.currency === currency)).toBe(true);
      for (let tier = 1; tier < own.length; tier++) {
        expect(own[tier]!.credits).toBeGreaterThan(own[tier - 1]!.credits);
        expect(own[tier]!.price).toBeGreaterThan(own[tier - 1]!.price);
        // A bigger package is cheaper per credit.
        expect(own[tier]!.price / own[tier]!.credits).toBeLessThan(own[tier - 1]!.price / own[tier - 1]!.credits);
      }
    }
    const euro = packages.find((row) => row.country === 'NL' && row.code === 'p0')!;
    expect([euro.credits, euro.price, euro.currency]).toEqual([10, 499, 'EUR']);
  });

  it('has the time bonus code of spec section 9, the welcome code and two invitation codes', async () => {
    const timeBonus = await test.db
      .selectFrom('discount_codes')
      .selectAll()
      .where('code', '=', 'TIMEBONUS25')
      .execute();
    expect(timeBonus).toHaveLength(1);
    expect(timeBonus[0]).toMatchObject({
      code: TIME_BONUS.code,
      value_percentage: 25,
      validity: 'once-per-user',
      status: 'active',
      expires: null,
      country: null,
      user_id: null,
      minimum_order_value: 0,
    });
    const welcome = await test.db
      .selectFrom('discount_codes')
      .selectAll()
      .where('code', '=', 'WELCOME25')
      .executeTakeFirstOrThrow();
    expect(welcome).toMatchObject({ value_percentage: 25, validity: 'once-per-user', status: 'active' });
    const invitations = await test.db.selectFrom('invitation_codes').selectAll().execute();
    expect(invitations).toHaveLength(2);
  });

  it('changes nothing when run again', async () => {
    const before = await counts();
    const started = performance.now();
    await seedDemoData(test.db);
    const elapsed = performance.now() - started;
    expect(await counts()).toEqual(before);
    expect(elapsed).toBeLessThan(1_500);
  });

  it('draws WebP avatars of the right sizes, keeps existing files, and serves them at the cdn prefix', async () => {
    const first = await seedDemoMedia(test.db, test.config.dataDir, { limit: 3 });
    expect(first).toMatchObject({ rendered: 3, skipped: 0 });
    const photos = await test.db
      .selectFrom('photos')
      .select(['filename', 'thumb_filename'])
      .orderBy('profile_id')
      .limit(3)
      .execute();
    const media = path.join(test.config.dataDir, 'media');
    for (const photo of photos) {
      const main = await sharp(path.join(media, photo.filename)).metadata();
      expect([main.format, main.width, main.height]).toEqual(['webp', 600, 600]);
      const thumb = await sharp(path.join(media, photo.thumb_filename)).metadata();
      expect([thumb.format, thumb.width, thumb.height]).toEqual(['webp', 160, 160]);
    }
    const [one, two] = await Promise.all(
      photos.slice(0, 2).map((photo) => fs.readFile(path.join(media, photo.filename))),
    );
    expect(one!.equals(two!)).toBe(false);

    expect(await seedDemoMedia(test.db, test.config.dataDir, { limit: 3 })).toMatchObject({ rendered: 0, skipped: 3 });

    const image = mainImage(photos[0]!)!;
    for (const file of [image.filename, image.thumb_filename, image.match]) {
      const response = await test.app.inject({ method: 'GET', url: `/media/${file}` });
      expect(response.statusCode, file).toBe(200);
      expect(response.headers['content-type']).toBe('image/webp');
      expect(response.headers['cache-control']).toContain('immutable');
      expect(response.rawPayload.subarray(8, 12).toString('latin1')).toBe('WEBP');
    }
    const missing = await test.app.inject({ method: 'GET', url: '/media/photos/999999/none.webp' });
    expect(missing.statusCode).toBe(404);
    const outside = await test.app.inject({ method: 'GET', url: '/media/../pglite/PG_VERSION' });
    expect(outside.statusCode).toBe(404);
  });
});
