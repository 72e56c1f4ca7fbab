import type { Settings } from './settings';
import type { User } from './user';

/** The country the site is shown for: the visitor's choice, else the address's country. */
export function siteCountry(settings: Settings | null): string | null {
  return settings ? (settings.geoip_selected_country ?? settings.geoip_country) : null;
}

/**
 * Where a member pays when they have not chosen (spec section 3, client state): their profile's
 * country when the site offers it, else the country the site is shown for.
 */
export function defaultPaymentCountry(user: User | null | undefined, settings: Settings | null): string | null {
  const own = user?.profile.country;
  if (own && settings?.countries.includes(own)) return own;
  return siteCountry(settings);
}
