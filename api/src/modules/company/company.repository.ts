import type { Db } from '../../db/database';

export function findCompany(db: Db, id: number) {
  return db.selectFrom('company_info').selectAll().where('id', '=', id).executeTakeFirst();
}
