import type { Db } from '../../db/database';

export function findServerKey(db: Db, name: string) {
  return db.selectFrom('server_keys').select(['public_key', 'private_key']).where('name', '=', name).executeTakeFirst();
}

/** Stores a key pair unless one of that name exists (another process may have been first). */
export function insertServerKeyOnce(db: Db, key: { name: string; public_key: string; private_key: string }) {
  return db
    .insertInto('server_keys')
    .values(key)
    .onConflict((conflict) => conflict.column('name').doNothing())
    .execute();
}
