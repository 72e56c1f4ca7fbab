import type { MemberSearchField, Profile } from '@app/shared/contract';
import { MEMBER_SEARCH_FIELDS } from '@app/shared/contract/member-constants';
import { startingSearchGender } from '@app/shared/contract/sought-genders';
import type { FiltersSchema } from './filters-schema';

/** The search of /members (spec section 3, search state): the filters and the page, as in the address. */
export interface SearchState {
  /** '' is men and women, chosen (`gender=` in the address); absent, the search starts from withStartingGender. */
  gender?: 'male' | 'female' | '';
  country?: string;
  countryregion?: number;
  min_age?: number;
  max_age?: number;
  /** 1-based. */
  page: number;
}

/** The fields the site offers (settings.search_fields), in the spec's order. */
export function offeredFields(searchFields: readonly string[] | undefined): MemberSearchField[] {
  return MEMBER_SEARCH_FIELDS.filter((field) => searchFields?.includes(field));
}

/** Whether the query holds an offered filter with a value, which only the shared schema may read. */
export function queryHasFilters(query: URLSearchParams, searchFields: readonly string[]): boolean {
  return offeredFields(searchFields).some((field) => Boolean(query.get(field)));
}

/**
 * The search an address's query names: each offered filter that the shared schema accepts (others
 * are dropped, not refused, so an old or edited link still searches), a highest age below the lowest
 * dropped, and the page (1 when absent or not a positive whole number). `schema` may be null only when
 * the query has no filters (`queryHasFilters`): an empty or absent filter is no filter, but an empty
 * gender is men and women, chosen.
 */
export function searchStateFromQuery(
  query: URLSearchParams,
  searchFields: readonly string[],
  schema: FiltersSchema | null,
): SearchState {
  const state: SearchState = { page: 1 };
  const filters = state as unknown as Record<string, unknown>;
  for (const field of offeredFields(searchFields)) {
    if (field === 'gender' && query.get(field) === '') state.gender = '';
    if (!query.get(field)) continue;
    if (!schema) throw new Error(`The search filter ${field} needs the filters' schema`);
    const parsed = schema.shape[field].safeParse(query.get(field) ?? undefined);
    if (parsed.success && parsed.data !== undefined) filters[field] = parsed.data;
  }
  if (state.countryregion !== undefined && state.country === undefined) delete state.countryregion;
  if (state.min_age !== undefined && state.max_age !== undefined && state.max_age < state.min_age) delete state.max_age;
  const page = Number(query.get('page'));
  if (Number.isInteger(page) && page > 1) state.page = page;
  return state;
}

/**
 * The search a member starts from when the address names no gender: the gender they look for by their
 * own gender and sexuality (startingSearchGender; men and women for a bisexual member), when the site
 * offers the gender filter. A visitor's search stays as it is.
 */
export function withStartingGender(
  state: SearchState,
  profile: Pick<Profile, 'gender' | 'sexuality'> | null | undefined,
  searchFields: readonly string[],
): SearchState {
  const gender = state.gender === undefined ? startingSearchGender(profile, searchFields) : undefined;
  return gender === undefined ? state : { ...state, gender };
}

/**
 * The address query of a search: the set filters in the spec's order (a chosen '' gender too), the
 * page when past the first.
 */
export function searchStateToQuery(state: SearchState): URLSearchParams {
  const query = new URLSearchParams();
  for (const field of MEMBER_SEARCH_FIELDS) {
    const value = state[field];
    if (value !== undefined && (value !== '' || field === 'gender')) query.set(field, String(value));
  }
  if (state.page > 1) query.set('page', String(state.page));
  return query;
}

/** The query of GET /api/members.php for a search, with the visit's traffic source for a visitor. */
export function searchRequestQuery(
  state: SearchState,
  trafficSource: string | null,
): Record<string, string | number | undefined> {
  return {
    ...Object.fromEntries(searchStateToQuery(state)),
    page: state.page,
    trafficsource: trafficSource ?? undefined,
  };
}
