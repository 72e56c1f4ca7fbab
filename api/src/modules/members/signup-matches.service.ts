import {
  type GENDERS,
  SEXUALITIES,
  SIGNUP_MATCHES_LIMIT,
  type Profile,
  type SignupMatchesResponse,
} from '@app/shared/contract';
import { soughtGenders } from '@app/shared/contract/sought-genders';
import type { Db } from '../../db/database';
import { AppError } from '../../http/app-error';
import { publicProfiles } from './public-profile.service';
import { findMatchSeeker, findSignupMatchIds, type MatchQuery } from './signup-matches.repository';

type Gender = (typeof GENDERS)[number];
type Sexuality = (typeof SEXUALITIES)[number];

/** Suggestions prefer members at most this many years older or younger. */
export const AGE_BAND_YEARS = 10;

/**
 * Who fits a member both ways, by the one rule of whom a member looks for (soughtGenders, which the
 * search starts from too): each gender the member looks for, with the sexualities of that gender that
 * look for the member's gender.
 */
export function mutualInterest(gender: Gender, sexuality: Sexuality): MatchQuery['wanted'] {
  return soughtGenders(gender, sexuality)
    .map((other) => ({
      gender: other,
      sexualities: SEXUALITIES.filter((candidate) => {
        // gay is for men and lesbian for women only: no female gay or male lesbian profiles.
        if ((candidate === 'gay' && other !== 'male') || (candidate === 'lesbian' && other !== 'female')) return false;
        return soughtGenders(other, candidate).includes(gender);
      }),
    }))
    .filter((want) => want.sexualities.length > 0);
}

/**
 * Members to suggest to a member, best first, as public profiles: the member pool of the member's
 * site (ADR 0009) in the order of findSignupMatchIds. The one ranking of the signup matches, the match
 * finder and the swipe game.
 */
export async function suggestedProfiles(
  db: Db,
  userId: number,
  page: { limit: number; offset?: number },
): Promise<Profile[]> {
  const seeker = await findMatchSeeker(db, userId);
  if (!seeker) throw new AppError('not_found');
  const rows = await findSignupMatchIds(db, {
    userId,
    seeker,
    wanted: mutualInterest(seeker.gender, seeker.sexuality),
    ageYears: AGE_BAND_YEARS,
    ...page,
  });
  const ids = rows.map((row) => row.id);
  const profiles = await publicProfiles(db, ids);
  return ids.flatMap((id) => profiles.get(id) ?? []);
}

/** GET /api/signup-matches.php: up to SIGNUP_MATCHES_LIMIT members for a new member to like. */
export async function signupMatchesFor(db: Db, userId: number): Promise<SignupMatchesResponse> {
  return { profiles: await suggestedProfiles(db, userId, { limit: SIGNUP_MATCHES_LIMIT }) };
}
