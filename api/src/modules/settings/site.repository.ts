import type { Db } from '../../db/database';

export function findSiteByDomain(db: Db, domain: string) {
  return db.selectFrom('sites').selectAll().where('domain', '=', domain).executeTakeFirst();
}

export function findDefaultSite(db: Db) {
  return db.selectFrom('sites').selectAll().orderBy('is_default', 'desc').orderBy('id').limit(1).executeTakeFirst();
}

export function findSiteById(db: Db, siteId: number) {
  return db.selectFrom('sites').selectAll().where('id', '=', siteId).executeTakeFirst();
}
