import type { Db } from '../db/database';
import { jsonb } from '../db/jsonb';
import { ADMIN1_REGIONS } from '../modules/geo/admin1';
import { giftImagePath, GIFTS } from '../modules/reference/gifts.data';
import { INTERESTS } from '../modules/reference/interests.data';

/**
 * Reference data: the regions of the site countries, interests and gifts. Names follow the code on
 * every start (an upsert), so a corrected translation reaches an existing database.
 */
export async function seedReferenceData(db: Db): Promise<{ regions: number; interests: number; gifts: number }> {
  await db
    .insertInto('regions')
    .values(
      ADMIN1_REGIONS.map((region) => ({
        country: region.country,
        code: region.code,
        names: jsonb(region.names as Record<string, string>),
        latitude: region.latitude,
        longitude: region.longitude,
      })),
    )
    .onConflict((conflict) =>
      conflict.columns(['country', 'code']).doUpdateSet((eb) => ({
        names: eb.ref('excluded.names'),
        latitude: eb.ref('excluded.latitude'),
        longitude: eb.ref('excluded.longitude'),
      })),
    )
    .execute();
  await db
    .insertInto('interests')
    .values(INTERESTS.map((interest) => ({ key: interest.key, names: jsonb(interest.names) })))
    .onConflict((conflict) => conflict.column('key').doUpdateSet((eb) => ({ names: eb.ref('excluded.names') })))
    .execute();
  await db
    .insertInto('gifts')
    .values(
      GIFTS.map((gift) => ({
        key: gift.key,
        names: jsonb(gift.names),
        image: giftImagePath(gift.key),
        credits: gift.credits,
      })),
    )
    .onConflict((conflict) =>
      conflict.column('key').doUpdateSet((eb) => ({
        names: eb.ref('excluded.names'),
        image: eb.ref('excluded.image'),
        credits: eb.ref('excluded.credits'),
      })),
    )
    .execute();
  return { regions: ADMIN1_REGIONS.length, interests: INTERESTS.length, gifts: GIFTS.length };
}
