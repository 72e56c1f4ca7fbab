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
