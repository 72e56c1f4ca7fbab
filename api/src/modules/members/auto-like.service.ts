import type { AutoLikeResponse } from '@app/shared/contract';
import type { Db } from '../../db/database';
import { AppError } from '../../http/app-error';
import { findFictionalNonLikers } from './auto-like.repository';
import { insertLike } from './like.repository';
import { publicProfiles } from './public-profile.service';
import { findMatchSeeker, findSignupMatchIds } from './signup-matches.repository';
import { AGE_BAND_YEARS, mutualInterest } from './signup-matches.service';

/** How many of the best suggestions are looked at for a fictional one. */
const CANDIDATES = 200;

/**
 * GET /api/auto-like.php (spec sections 4 and 7): the best-fitting fictional profile of the member's
 * pool (ADR 0009, ordered as the signup suggestions) that does not like the member yet now likes the
 * member (a new like, source 'auto'), and is answered for the match modal. 404 when none is left.
 */
export async function autoLike(db: Db, userId: number): Promise<AutoLikeResponse> {
  const seeker = await findMatchSeeker(db, userId);
  if (!seeker) throw new AppError('not_found');
  const rows = await findSignupMatchIds(db, {
    userId,
    seeker,
    wanted: mutualInterest(seeker.gender, seeker.sexuality),
    ageYears: AGE_BAND_YEARS,
    limit: CANDIDATES,
  });
  const ids = rows.map((row) => row.id);
  const eligible = await findFictionalNonLikers(db, ids, seeker.id);
  const likerId = ids.find((id) => eligible.has(id));
  const profile = likerId === undefined ? undefined : (await publicProfiles(db, [likerId])).get(likerId);
  if (likerId === undefined || !profile) throw new AppError('not_found');
  await insertLike(db, likerId, seeker.id, 'auto');
  return { profile };
}
