import { api } from '@app/shared/api';
import type { PackagesResponse } from '@app/shared/contract';

/**
 * GET /api/packages.php?country=XX (public): the packages, payment methods, VAT and selectable
 * countries of one payment country; without a country the server answers for the site's.
 */
export function getPackages(country: string | null): Promise<PackagesResponse> {
  return api<PackagesResponse>('/api/packages.php', { query: country ? { country } : undefined });
}
