import type { FastifyBaseLogger } from 'fastify';
import type { ClientType, Language, Signup } from '@app/shared/contract';
import type { Config } from '../../config';
import type { Db } from '../../db/database';
import { AppError } from '../../http/app-error';
import type { AccountMails } from '../mail';
import { applyLanding, recordSignupConversion } from '../affiliates';
import { createAccount, isEmailTaken, normaliseEmail, hashPassword, createSession } from '../auth';
import { changeCredits } from '../credits';
import type { SiteRow } from '../settings';
import { assertSignupsOpen, present, signupCountry, trafficSourceOf } from './signup-rules';
import { insertProfile, insertTrackingRecord, useInvitationCode, NO_PROFILE_DETAILS } from './signup.repository';

/** What sign-up needs to send the activation mail. */
export interface SignupMails {
  config: Config;
  mails: AccountMails;
}

export interface SignupContext {
  language: Language;
  clientType: ClientType;
  now?: Date;
  /** Sends the activation mail after the account is stored; its failure is logged, never fails the sign-up. */
  activation?: { mails: AccountMails; origin: string; log: FastifyBaseLogger };
  /** The visit's landing (the landing cookie), linked to the new member. */
  landingId?: string | null;
}

/** PostgreSQL's unique_violation: the email was taken by a sign-up running at the same time. */
function isUniqueViolation(error: unknown): boolean {
  return (error as { code?: unknown } | null)?.code === '23505';
}

/**
 * The account step of sign-up. In one transaction: the invitation code's use, the user, the profile,
 * the tracking record, the signup credits and the session. Answers the new member's id and session
 * token.
 */
export async function signUp(
  db: Db,
  site: SiteRow,
  signup: Signup,
  context: SignupContext,
): Promise<{ userId: number; token: string }> {
  const now = context.now ?? new Date();
  assertSignupsOpen(site, signup);
  const country = signupCountry(site, signup);
  const emailNormalized = normaliseEmail(signup.email);
  const passwordHash = await hashPassword(signup.password);
  const tracking = signup.tracking;
  const landingPath = present(signup.landing_path);

  let created: { userId: number; token: string };
  try {
    created = await db.transaction().execute(async (trx) => {
      let invitationCodeId: number | null = null;
      if (site.signups === 'invitation_only') {
        invitationCodeId = await useInvitationCode(trx, site.id, present(signup.invitation_code) ?? '', now);
        if (invitationCodeId === null) throw new AppError('invitation_invalid');
      }
      // After the invitation check, so that a visitor without one learns nothing about accounts.
      if (await isEmailTaken(trx, site.id, emailNormalized)) throw new AppError('email_taken');
      const userId = await createAccount(trx, {
        site_id: site.id,
        email: signup.email.trim(),
        email_normalized: emailNormalized,
        password_hash: passwordHash,
        status: 'not_confirmed',
        language: context.language,
        signup_date: now,
        mail_disabled_reason: null,
        fictional_icon: null,
        traffic_source: trafficSourceOf(signup),
        invitation_code_id: invitationCodeId,
        deleted_at: null,
        reactivate_until: null,
        last_seen_at: now,
        last_hidden_at: null,
      });
      await insertProfile(trx, {
        user_id: userId,
        site_id: site.id,
        name: signup.name,
        birth_date: signup.date_of_birth,
        gender: signup.gender,
        sexuality: signup.sexuality,
        country,
        ...NO_PROFILE_DETAILS,
        // Shown to others once the address is confirmed (activation); until then the member gets
        // the activation reminder (spec section 4).
        status: 'disabled',
      });
      const record = {
        network: present(tracking?.network),
        ref: present(tracking?.ref),
        sub1: present(tracking?.sub1),
        sub2: present(tracking?.sub2),
        sub3: present(tracking?.sub3),
        landing_path: landingPath,
      };
      if (Object.values(record).some((value) => value !== null)) {
        await insertTrackingRecord(trx, { site_id: site.id, user_id: userId, ...record });
      }
      await recordSignupConversion(trx, { userId, landingId: context.landingId ?? null }, now);
      if (site.signup_credits > 0) {
        await changeCredits(trx, { userId, delta: site.signup_credits, reason: 'signup', reference: 'signup' });
      }
      const token = await createSession(trx, userId, context.clientType, now);
      return { userId, token };
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError('email_taken');
    throw error;
  }
  const activation = context.activation;
  if (activation) {
    await activation.mails
      .sendActivation(created.userId, activation.origin)
      .catch((error: unknown) => activation.log.error({ err: error }, 'the activation mail was not sent'));
  }
  return created;
}

/**
 * POST /api/signup.php: the sign-up with the tracking of the visit's landing (named by the landing
 * cookie, affiliates' `applyLanding`) in place of the body's, then `signUp` linking that landing.
 */
export async function signUpFromLanding(
  db: Db,
  site: SiteRow,
  signup: Signup,
  landingCookie: string | undefined,
  context: Omit<SignupContext, 'landingId'>,
): Promise<{ userId: number; token: string }> {
  const landed = await applyLanding(db, landingCookie, site.id, signup);
  return signUp(db, site, landed.signup, { ...context, landingId: landed.landingId });
}
