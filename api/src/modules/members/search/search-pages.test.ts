import { describe, expect, it } from 'vitest';
import type { MemberPool } from '../member-pool';
import { ownProfileMayBeFound, type SearchViewer } from './search-pages';

describe('ownProfileMayBeFound: whether counting the searcher out of a search needs a query', () => {
  const pool: MemberPool = {
    siteIds: [1],
    countries: ['DE', 'AT'],
    viewerProfileId: 7,
    blockedIds: [],
    blockerIds: [],
  };
  const viewer: SearchViewer = {
    profile: { id: 7, gender: 'male', country: 'DE', birth_date: '1990-04-12', status: 'active' },
  };

  it('can find the searcher when every filter fits their profile', () => {
    expect(ownProfileMayBeFound(pool, {}, viewer)).toBe(true);
    const fitting = { gender: 'male', country: 'DE', bornOnOrBefore: '1990-04-12', bornAfter: '1990-04-11' } as const;
    expect(ownProfileMayBeFound(pool, fitting, viewer)).toBe(true);
  });

  it('cannot by another gender, country or age, a hidden profile, a country outside the pool, or one shown already', () => {
    expect(ownProfileMayBeFound(pool, { gender: 'female' }, viewer)).toBe(false);
    expect(ownProfileMayBeFound(pool, { country: 'AT' }, viewer)).toBe(false);
    expect(ownProfileMayBeFound(pool, { bornOnOrBefore: '1990-04-11' }, viewer)).toBe(false);
    expect(ownProfileMayBeFound(pool, { bornAfter: '1990-04-12' }, viewer)).toBe(false);
    expect(ownProfileMayBeFound(pool, { excludeIds: [7] }, viewer)).toBe(false);
    const hidden = { profile: { ...viewer.profile!, status: 'hidden' as const } };
    expect(ownProfileMayBeFound(pool, {}, hidden)).toBe(false);
    expect(ownProfileMayBeFound({ ...pool, countries: ['AT'] }, {}, viewer)).toBe(false);
    expect(ownProfileMayBeFound(pool, {}, { profile: null })).toBe(false);
  });
});
