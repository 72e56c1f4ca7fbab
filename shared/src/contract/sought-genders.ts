// Zod-free on purpose: /members starts its search with it at render, and zod here would join the first visit (ADR 0019).
import { GENDERS, type SEXUALITIES } from './profile-values';

type Gender = (typeof GENDERS)[number];
type Sexuality = (typeof SEXUALITIES)[number];

/**
 * The one rule of whom a member looks for, from the profile's own gender and sexuality (spec section 3):
 * hetero the other gender, gay and lesbian the own, bi both. The search starts from it, and the
 * suggestions (signup matches, match finder, swipe game, auto-like) take it both ways.
 */
export function soughtGenders(gender: Gender, sexuality: Sexuality): Gender[] {
  if (sexuality === 'bi') return [...GENDERS];
  if (sexuality === 'hetero') return GENDERS.filter((other) => other !== gender);
  return [gender];
}

/**
 * The gender filter a member's search starts from (soughtGenders as GET /api/members.php's one
 * `gender`): the one gender sought, or undefined (men and women) when both are.
 */
export function searchGenderFor(gender: Gender, sexuality: Sexuality): Gender | undefined {
  const sought = soughtGenders(gender, sexuality);
  return sought.length === 1 ? sought[0] : undefined;
}

/**
 * The gender filter the search of /members starts from when its address names none: for a member,
 * the gender they look for (searchGenderFor; '' for men and women) when the site offers the gender
 * filter (settings.search_fields); undefined for a visitor or a site without it.
 */
export function startingSearchGender(
  profile: { gender: Gender; sexuality: Sexuality } | null | undefined,
  searchFields: readonly string[],
): Gender | '' | undefined {
  if (!profile || !searchFields.includes('gender')) return undefined;
  return searchGenderFor(profile.gender, profile.sexuality) ?? '';
}

/**
 * The first call of /members without filters (`GET /api/members.php`), written exactly as the
 * browser's API client writes it, so that the server can answer it in the page (ADR 0021).
 */
export function startingSearchAddress(
  profile: { gender: Gender; sexuality: Sexuality } | null | undefined,
  searchFields: readonly string[],
): string {
  const gender = startingSearchGender(profile, searchFields);
  return gender === undefined ? '/api/members.php?page=1' : `/api/members.php?gender=${gender}&page=1`;
}
