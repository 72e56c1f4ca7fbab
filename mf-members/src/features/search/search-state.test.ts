import { describe, expect, it } from 'vitest';
import { GENDERS, MemberSearchFiltersSchema, SEXUALITIES } from '@app/shared/contract';
import { startingSearchAddress } from '@app/shared/contract/sought-genders';
import {
  offeredFields,
  queryHasFilters,
  searchRequestQuery,
  searchStateFromQuery,
  searchStateToQuery,
  withStartingGender,
} from './search-state';

const ALL = ['gender', 'country', 'countryregion', 'min_age', 'max_age'];
const fromQuery = (query: string, fields: string[] = ALL) =>
  searchStateFromQuery(new URLSearchParams(query), fields, MemberSearchFiltersSchema);

describe('search state and the address query', () => {
  it('reads every offered filter and the page', () => {
    expect(fromQuery('gender=female&country=nl&countryregion=12&min_age=25&max_age=40&page=3')).toEqual({
      gender: 'female',
      country: 'NL',
      countryregion: 12,
      min_age: 25,
      max_age: 40,
      page: 3,
    });
  });

  it('starts on page 1 without filters for an empty query', () => {
    expect(fromQuery('')).toEqual({ page: 1 });
  });

  it('drops what the schema refuses instead of failing', () => {
    expect(fromQuery('gender=other&country=Netherlands&min_age=12&max_age=120&page=-2')).toEqual({ page: 1 });
    expect(fromQuery('min_age=abc&max_age=30&page=2.5')).toEqual({ max_age: 30, page: 1 });
  });

  it('drops a highest age below the lowest, and a region without a country', () => {
    expect(fromQuery('min_age=40&max_age=30')).toEqual({ min_age: 40, page: 1 });
    expect(fromQuery('countryregion=5')).toEqual({ page: 1 });
  });

  it('takes only the fields the site offers', () => {
    expect(fromQuery('gender=male&country=DE&min_age=30', ['gender'])).toEqual({ gender: 'male', page: 1 });
    expect(offeredFields(['max_age', 'gender', 'unknown'])).toEqual(['gender', 'max_age']);
    expect(offeredFields(undefined)).toEqual([]);
  });

  it('writes the set filters in a stable order and the page only past the first', () => {
    expect(searchStateToQuery({ max_age: 50, gender: 'male', page: 1 }).toString()).toBe('gender=male&max_age=50');
    expect(searchStateToQuery({ country: 'DE', countryregion: 7, page: 2 }).toString()).toBe(
      'country=DE&countryregion=7&page=2',
    );
    expect(searchStateToQuery({ page: 1 }).toString()).toBe('');
    expect(searchStateToQuery({ gender: '', page: 1 }).toString()).toBe('gender=');
  });

  it('round-trips: what is written reads back the same', () => {
    const state = { gender: 'female' as const, country: 'FR', countryregion: 3, min_age: 18, max_age: 99, page: 4 };
    expect(searchStateFromQuery(searchStateToQuery(state), ALL, MemberSearchFiltersSchema)).toEqual(state);
  });

  it('reads a query without filters without the schema, which only filters with a value need', () => {
    const query = new URLSearchParams('gender=&min_age=&page=3&unknown=x');
    expect(queryHasFilters(query, ALL)).toBe(false);
    // An empty gender is "Men and women", chosen.
    expect(searchStateFromQuery(query, ALL, null)).toEqual({ gender: '', page: 3 });
    expect(searchStateFromQuery(new URLSearchParams('gender='), ['min_age'], null)).toEqual({ page: 1 });
    expect(queryHasFilters(new URLSearchParams('min_age=30'), ALL)).toBe(true);
    expect(queryHasFilters(new URLSearchParams('min_age=30'), ['gender'])).toBe(false);
  });

  it('asks the server for the page and sends the traffic source only when there is one', () => {
    expect(searchRequestQuery({ gender: 'male', page: 1 }, null)).toEqual({
      gender: 'male',
      page: 1,
      trafficsource: undefined,
    });
    expect(searchRequestQuery({ page: 2 }, 'google')).toEqual({ page: 2, trafficsource: 'google' });
  });

  it('starts a member without a gender in the address from the gender they look for', () => {
    const man = { gender: 'male', sexuality: 'hetero' } as const;
    expect(withStartingGender({ page: 2 }, man, ALL)).toEqual({ gender: 'female', page: 2 });
    expect(withStartingGender({ page: 1 }, { gender: 'male', sexuality: 'gay' }, ALL)).toEqual({
      gender: 'male',
      page: 1,
    });
    expect(withStartingGender({ page: 1 }, { gender: 'male', sexuality: 'bi' }, ALL)).toEqual({ gender: '', page: 1 });
    // A gender the address names, even "Men and women", stays; so does a visitor's search, or a site without the filter.
    expect(withStartingGender({ gender: '', page: 1 }, man, ALL)).toEqual({ gender: '', page: 1 });
    expect(withStartingGender({ gender: 'male', page: 1 }, man, ALL)).toEqual({ gender: 'male', page: 1 });
    expect(withStartingGender({ page: 1 }, null, ALL)).toEqual({ page: 1 });
    expect(withStartingGender({ page: 1 }, man, ['min_age'])).toEqual({ page: 1 });
  });

  it('starts with the call the server answers in the page, for every member and for a visitor (ADR 0021)', () => {
    // As the API client writes a query (shared/src/api/fetch-json.ts withQuery): undefined values left out.
    const address = (query: Record<string, string | number | undefined>) =>
      `/api/members.php?${new URLSearchParams(
        Object.entries(query).flatMap(([key, value]) => (value === undefined ? [] : [[key, String(value)]])),
      )}`;
    for (const fields of [ALL, ['min_age']])
      for (const profile of [
        null,
        ...GENDERS.flatMap((gender) => SEXUALITIES.map((sexuality) => ({ gender, sexuality }))),
      ])
        expect(address(searchRequestQuery(withStartingGender({ page: 1 }, profile, fields), null))).toBe(
          startingSearchAddress(profile, fields),
        );
  });
});
