import type { Db } from '../../db/database';
import { notBlockedEitherWay } from '../members';

/** The other member's profile id when neither of the two blocked the other (ADR 0009), else undefined. */
export function findUnblockedProfile(db: Db, member: { id: number; profileId: number }, otherProfileId: number) {
  return db
    .selectFrom('profiles as p')
    .select('p.id')
    .where('p.id', '=', otherProfileId)
    .where(notBlockedEitherWay(member))
    .executeTakeFirst();
}
