import type { Db } from '../../db/database';

/**
 * Of `candidateIds`, the fictional profiles (run by the operator, marked as such to members) that do
 * not like `profileId` yet.
 */
export async function findFictionalNonLikers(db: Db, candidateIds: number[], profileId: number): Promise<Set<number>> {
  if (candidateIds.length === 0) return new Set();
  const rows = await db
    .selectFrom('profiles as p')
    .innerJoin('users as u', 'u.id', 'p.user_id')
    .select('p.id')
    .where('p.id', 'in', candidateIds)
    .where('u.fictional', '=', true)
    .where((eb) =>
      eb.not(
        eb.exists(
          eb
            .selectFrom('likes as l')
            .select('l.liker_profile_id')
            .whereRef('l.liker_profile_id', '=', 'p.id')
            .where('l.liked_profile_id', '=', profileId),
        ),
      ),
    )
    .execute();
  return new Set(rows.map((row) => row.id));
}
