import type { Db } from '../../db/database';
import {
  insertSignupAttempt,
  linkSignupAttempt,
  lockAddress,
  purgeSignupAttempts,
  signupAttemptsOf,
} from './signup-attempts.repository';
import { signupWaitSeconds, type SignupLimit } from './signup-limit';

/** A sign-up the limit lets through (the attempt to link to the new member), or the seconds to wait. */
export type SignupAdmission = { admitted: true; attemptId: number } | { admitted: false; retryAfter: number };

/**
 * Checks a sign-up of a client address against the limit and, when it is within, counts it (ADR
 * 0028). A refused sign-up is not counted, so trying again does not push the wait further out.
 */
export async function admitSignup(
  db: Db,
  limit: SignupLimit,
  addressKey: string,
  now: Date = new Date(),
): Promise<SignupAdmission> {
  const windowStart = new Date(now.getTime() - limit.windowSeconds * 1000);
  await purgeSignupAttempts(db, windowStart);
  return db.transaction().execute(async (trx) => {
    await lockAddress(trx, addressKey);
    const retryAfter = signupWaitSeconds(await signupAttemptsOf(trx, addressKey, windowStart), limit, now);
    if (retryAfter > 0) return { admitted: false, retryAfter };
    return { admitted: true, attemptId: await insertSignupAttempt(trx, addressKey, now) };
  });
}

/** Links the admitted attempt to the member it created. */
export function linkAdmittedSignup(db: Db, attemptId: number, userId: number): Promise<void> {
  return linkSignupAttempt(db, attemptId, userId);
}
