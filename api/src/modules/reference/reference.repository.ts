import type { Db } from '../../db/database';

export function listInterests(db: Db) {
  return db.selectFrom('interests').select(['id', 'key', 'names']).orderBy('id').execute();
}

export function listRegions(db: Db, country: string | undefined) {
  let query = db.selectFrom('regions').select(['id', 'country', 'code', 'names']);
  if (country) query = query.where('country', '=', country);
  return query.orderBy('country').orderBy('code').execute();
}

export function findRegion(db: Db, country: string, code: string) {
  return db
    .selectFrom('regions')
    .select(['id', 'code', 'names'])
    .where('country', '=', country)
    .where('code', '=', code)
    .executeTakeFirst();
}

export function listGifts(db: Db) {
  return db
    .selectFrom('gifts')
    .select(['id', 'key', 'names', 'image', 'credits'])
    .orderBy('credits')
    .orderBy('id')
    .execute();
}
