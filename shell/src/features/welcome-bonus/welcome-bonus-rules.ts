import type { DiscountCode, User } from '@app/shared/contract';
import { welcomeDiscountSecondsLeft } from '@app/shared/stores/welcome-discount';

/**
 * Routes without the welcome bonus banner: /credits shows the discount itself, and the payment
 * routes (checkout, repeat order, direct debit, results and receipts) are no place to advertise it.
 */
export const WELCOME_BONUS_BANNER_HIDDEN_ROUTES = [
  'credits',
  'credits-id-paymentmethod',
  'credits-repeat-order',
  'directdebit',
  'transactions-id',
] as const;

/** The banner shows for a logged-in member who has never paid, while the welcome discount is valid. */
export function showsWelcomeBonusBanner(
  routeName: string,
  user: User | null | undefined,
  discount: DiscountCode | null,
  now = Date.now(),
): discount is DiscountCode {
  if (!user || user.paid_user || !discount) return false;
  if ((WELCOME_BONUS_BANNER_HIDDEN_ROUTES as readonly string[]).includes(routeName)) return false;
  return welcomeDiscountSecondsLeft(discount, now) !== 0;
}

const DAY_SECONDS = 86_400;

/**
 * What the banner says is left: from one day on, days to the nearest whole day (a new member's 72
 * hours read "3 days", not "2 days" a second after sign-up; the exact deadline stands beside it), and
 * on the last day the time as hh:mm:ss.
 */
export function welcomeBonusLeft(secondsLeft: number): { days: number } | { seconds: number } {
  return secondsLeft >= DAY_SECONDS ? { days: Math.round(secondsLeft / DAY_SECONDS) } : { seconds: secondsLeft };
}
