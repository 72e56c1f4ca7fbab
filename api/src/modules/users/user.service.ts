import {
  ageOn,
  DEFAULT_LANGUAGE,
  isLanguage,
  type Language,
  type Profile,
  type PushSubscriptionJson,
  type User,
} from '@app/shared/contract';
import type { Db } from '../../db/database';
import { type CurrentUser, LOGIN_LOCKOUT, type SessionProfile } from '../auth';
import { findOwnProfile, findProfileExtras } from './profile.repository';
import { upsertPushSubscription } from './push-subscription.repository';
import { findUserById, markHidden, markSeen, setPaidUser, updateLanguage } from './user.repository';

type Extras = Awaited<ReturnType<typeof findProfileExtras>>;

/** The per-email lockout of a login (the auth module's `LOGIN_LOCKOUT`) in words, for the login route's documentation. */
export const LOGIN_LOCKOUT_RULE =
  `after ${LOGIN_LOCKOUT.maxFailures} wrong passwords within ${LOGIN_LOCKOUT.windowMinutes} minutes the email is ` +
  `blocked for ${LOGIN_LOCKOUT.blockMinutes} minutes`;

function toProfile(profile: SessionProfile, { main_photo: photo, interests }: Extras): Profile {
  return {
    id: profile.id,
    name: profile.name,
    // One size serves the match modal until the media module makes its own.
    main_image: photo
      ? { filename: photo.filename, thumb_filename: photo.thumb_filename, match: photo.filename }
      : null,
    country: profile.country,
    age: ageOn(profile.birth_date),
    gender: profile.gender,
    sexuality: profile.sexuality,
    status: profile.status,
    interests,
    hair_colour: profile.hair_colour,
    eye_colour: profile.eye_colour,
    body_type: profile.body_type,
    relationship_status: profile.relationship_status,
    tattoos: profile.tattoos,
  };
}

/** The logged-in user of spec section 3 from the member and the extras (balance, main photo, interests). */
export function userDtoOf(user: CurrentUser, extras: Extras): User {
  return {
    status: user.status,
    credits: extras.credits,
    notifications_disabled: user.notifications_disabled,
    paid_user: user.paid_user,
    signup_date: new Date(user.signup_date).toISOString(),
    fictional_icon: user.fictional_icon,
    language: isLanguage(user.language) ? user.language : DEFAULT_LANGUAGE,
    profile: toProfile(user.profile, extras),
  };
}

/** The logged-in user of spec section 3 (the `user` of GET/POST/PUT /api/user.php). */
export async function toUserDto(db: Db, user: CurrentUser): Promise<User> {
  return userDtoOf(user, await findProfileExtras(db, user.id, user.profile.id));
}

/** The user DTO of a member by id (after login or sign-up, before the request has a session). */
export async function loadUserDto(db: Db, userId: number): Promise<User> {
  const user = await findUserById(db, userId);
  const profile = await findOwnProfile(db, userId);
  if (!user || !profile) throw new Error(`user ${userId} has no profile`);
  return toUserDto(db, { ...user, profile });
}

/**
 * The first completed purchase makes a member premium (spec section 1; the time bonus ends with it).
 * Call it in the transaction that completes the purchase; answers whether the member just became premium.
 */
export function markPaidUser(trx: Db, userId: number): Promise<boolean> {
  return setPaidUser(trx, userId);
}

/** Presence: the member called GET /api/user.php (users.last_seen_at). */
export function recordSeen(db: Db, userId: number, at: Date): Promise<unknown> {
  return markSeen(db, userId, at);
}

/** Presence: the member's page became hidden (users.last_hidden_at). */
export function recordPageHidden(db: Db, userId: number, at: Date): Promise<unknown> {
  return markHidden(db, userId, at);
}

/** The member's interface language. */
export function setLanguage(db: Db, userId: number, language: Language): Promise<unknown> {
  return updateLanguage(db, userId, language);
}

/** The browser's push subscription of the member, upserted by endpoint. */
export function savePushSubscription(db: Db, userId: number, subscription: PushSubscriptionJson): Promise<unknown> {
  return upsertPushSubscription(db, userId, subscription);
}
