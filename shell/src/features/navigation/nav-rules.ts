import { BACK_BUTTON_ROUTES, UNREAD_BADGE_CAP } from '@app/shared/contract';

/** The text of a count badge: nothing at 0, "99+" above 99 (spec section 2). */
export function countBadgeText(count: number): string | null {
  if (count <= 0) return null;
  return count > UNREAD_BADGE_CAP ? `${UNREAD_BADGE_CAP}+` : String(count);
}

/** The back button: only in the installed app and only on the spec's routes. */
export function showsBackButton(installedApp: boolean, routeName: string): boolean {
  return installedApp && (BACK_BUTTON_ROUTES as readonly string[]).includes(routeName);
}

/** The logo leads members to the members area and visitors home. */
export function logoTarget(loggedIn: boolean): string {
  return loggedIn ? '/members' : '/';
}

/** Pages of the money side: a link to it from there carries no way back to itself. */
const PAYMENT_PAGES = /^\/(premium|pricing|credits|transactions|directdebit)(\/|$)/;

/**
 * The nav's way to the payments pages (Get Premium, the credits badge) from the page the member is
 * on, so a completed payment leads back there: `/credits?return=%2Fchats%2F12`.
 */
export function paymentLink(target: '/premium' | '/credits', current: { pathname: string; search: string }): string {
  if (PAYMENT_PAGES.test(current.pathname)) return target;
  return `${target}?return=${encodeURIComponent(current.pathname + current.search)}`;
}
