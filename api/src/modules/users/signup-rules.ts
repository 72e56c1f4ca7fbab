import type { Signup } from '@app/shared/contract';
import { AppError } from '../../http/app-error';
import type { SiteRow } from '../settings';

/** A text the form sent, or null when it is missing or blank. */
export function present(value: string | null | undefined): string | null {
  const trimmed = value?.trim();
  return trimmed ? trimmed : null;
}

/** Where the visitor came from: the traffic source, else the tracking network. */
export function trafficSourceOf(signup: Signup): string | null {
  return present(signup.traffic_source) ?? present(signup.tracking?.network);
}

/**
 * The site's `signups` setting (spec section 5): 'all' lets everybody in, 'with_trafficsource' only
 * visitors with a traffic source, 'invitation_only' only visitors with an invitation code (checked
 * against the database later, in the sign-up's transaction).
 */
export function assertSignupsOpen(site: Pick<SiteRow, 'signups'>, signup: Signup): void {
  if (site.signups === 'with_trafficsource' && !trafficSourceOf(signup)) throw new AppError('signup_closed');
  if (site.signups === 'invitation_only' && !present(signup.invitation_code)) throw new AppError('signup_closed');
}

/** The profile's country: the one chosen, when the site serves it, else the site's. */
export function signupCountry(site: Pick<SiteRow, 'country' | 'countries'>, signup: Signup): string {
  if (!signup.country) return site.country;
  if (!site.countries.includes(signup.country)) {
    throw new AppError('validation_failed', { fields: { country: 'errors.field_invalid' } });
  }
  return signup.country;
}
