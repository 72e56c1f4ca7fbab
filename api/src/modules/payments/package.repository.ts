import type { Db } from '../../db/database';

/** The packages p0-p3 of one payment country, smallest first. */
export function listPackages(db: Db, country: string) {
  return db.selectFrom('packages').selectAll().where('country', '=', country).orderBy('code').execute();
}

export function findPackage(db: Db, packageId: number) {
  return db.selectFrom('packages').selectAll().where('id', '=', packageId).executeTakeFirst();
}

/** The countries that have packages. */
export async function countriesWithPackages(db: Db): Promise<Set<string>> {
  const rows = await db.selectFrom('packages').select('country').distinct().execute();
  return new Set(rows.map((row) => row.country));
}
