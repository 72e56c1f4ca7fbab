import type { LanderMember } from '@app/shared/contract/landers';
import { countryName } from '@app/shared/i18n/country-names';

/** Where a member lives, as a lander writes it: the town, else the country's name in the language. */
export function memberPlace(member: Pick<LanderMember, 'city' | 'country'>, language: string): string {
  return member.city ?? countryName(member.country, language || 'en');
}
