import { atom } from 'nanostores';
import { api } from '@app/shared/api';
import type { Settings } from '../contract/settings';

export const $settings = atom<Settings | null>(null);

/**
 * Loads the site's settings with the request host as forced domain plus the route's query
 * (spec section 7): the query can carry a traffic source or a country choice.
 */
export async function loadSettings(host: string, search: string): Promise<Settings> {
  const query: Record<string, string> = Object.fromEntries(new URLSearchParams(search));
  query.forced_domain = host;
  const { settings } = await api<{ settings: Settings }>('/api/settings.php', { query });
  $settings.set(settings);
  return settings;
}

export { siteCountry } from '../contract/payment-country';
