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
