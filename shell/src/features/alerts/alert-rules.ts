import {
  DISABLED_NOTIFICATIONS_ALERT_HIDDEN_ROUTES,
  mailIsOff,
  PROFILE_PHOTO_ALERT_HIDDEN_ROUTES,
  PUSH_ALERT_HIDDEN_ROUTES,
  type User,
} from '@app/shared/contract';
import type { PushStore } from '@app/shared/stores/push';

/** The user as the alerts see it: `undefined` while unknown, `null` for a visitor. */
type MaybeUser = User | null | undefined;

const hiddenOn = (routes: readonly string[], routeName: string) => routes.includes(routeName);

/**
 * The profile-photo alert (spec section 6): a member without a main photo, not on profile, signup,
 * activate-done, premium, notifications, directdebit or settings, and not dismissed.
 */
export function showsProfilePhotoAlert(routeName: string, user: MaybeUser, dismissed: boolean): boolean {
  if (!user || dismissed || hiddenOn(PROFILE_PHOTO_ALERT_HIDDEN_ROUTES, routeName)) return false;
  return user.profile.main_image === null;
}

/**
 * The push alert (spec sections 4 and 6): a member whose browser can do push and who has not
 * subscribed (nor refused), not on signup, notifications, activate-done, directdebit or premium.
 */
export function showsPushAlert(
  routeName: string,
  user: MaybeUser,
  push: Pick<PushStore, 'capability' | 'state'>,
  dismissed: boolean,
): boolean {
  if (!user || dismissed || hiddenOn(PUSH_ALERT_HIDDEN_ROUTES, routeName)) return false;
  return push.capability === 'supported' && push.state === 'not_subscribed';
}

/** The disabled-notifications alert (spec section 6): all mail is off; not on settings or notifications. */
export function showsDisabledNotificationsAlert(routeName: string, user: MaybeUser, dismissed: boolean): boolean {
  if (!user || dismissed || hiddenOn(DISABLED_NOTIFICATIONS_ALERT_HIDDEN_ROUTES, routeName)) return false;
  return mailIsOff(user.notifications_disabled);
}

/** How the activation reminder shows, if at all. */
export type ActivationReminder = 'none' | 'alert' | 'modal';

/** The activation pages say it themselves (the error page with its own resend button). */
export const ACTIVATION_REMINDER_HIDDEN_ROUTES = ['activate-done', 'activate-error'] as const;

/**
 * The activation reminder (spec section 4): an unconfirmed member with a disabled profile and no
 * disabled notifications is reminded to confirm the email address; as a modal right after sign-up
 * (the signup-complete query flag) on a smartphone, else as an alert.
 */
export function activationReminder(
  routeName: string,
  user: MaybeUser,
  options: { signupComplete: boolean; smartphone: boolean },
): ActivationReminder {
  if (!user || user.status !== 'not_confirmed' || hiddenOn(ACTIVATION_REMINDER_HIDDEN_ROUTES, routeName)) return 'none';
  if (user.profile.status !== 'disabled' || user.notifications_disabled.length > 0) return 'none';
  return options.signupComplete && options.smartphone ? 'modal' : 'alert';
}

/** The banners in the order of their importance. */
export const ALERT_PRIORITY = ['activation', 'mailOff', 'photo', 'push'] as const;
export type AlertName = (typeof ALERT_PRIORITY)[number];

/** How many banners show at once: one on a phone, two on wider screens; the rest wait their turn. */
export const MAX_ALERTS = { smartphone: 1, wide: 2 } as const;

/** The banners to show: the most important ones that apply, at most MAX_ALERTS. */
export function alertsToShow(applies: Record<AlertName, boolean>, smartphone: boolean): AlertName[] {
  const limit = smartphone ? MAX_ALERTS.smartphone : MAX_ALERTS.wide;
  return ALERT_PRIORITY.filter((name) => applies[name]).slice(0, limit);
}
