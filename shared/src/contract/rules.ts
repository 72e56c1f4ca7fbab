import { CREDITS_BADGE_THRESHOLD, TERMS_VERSION_FLOOR } from './constants';

/**
 * Terms version date (spec section 5): the floor 2023-12-01 12:00 UTC, replaced by the company's
 * added date when that is later.
 */
export function termsVersionDate(companyAdded: string | null | undefined): Date {
  const floor = new Date(TERMS_VERSION_FLOOR);
  const added = companyAdded ? new Date(companyAdded) : null;
  return added && !Number.isNaN(added.getTime()) && added > floor ? added : floor;
}

/** The support phone cleaned of dashes and spaces (spec section 5), for `tel:` links. */
export function cleanPhone(phone: string): string {
  return phone.replace(/[-\s]/g, '');
}

/** The credits badge: shown at 10 credits or fewer, warning above 0, danger at 0 (spec section 2). */
export function creditsBadgeVariant(credits: number): 'warning' | 'danger' | null {
  if (credits > CREDITS_BADGE_THRESHOLD) return null;
  return credits > 0 ? 'warning' : 'danger';
}
