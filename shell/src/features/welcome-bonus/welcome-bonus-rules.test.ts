import { describe, expect, it } from 'vitest';
import type { DiscountCode } from '@app/shared/contract';
import { testUser } from '@app/shared/test-support/fixtures';
import { showsWelcomeBonusBanner, welcomeBonusLeft } from './welcome-bonus-rules';

const NOW = Date.parse('2026-03-01T12:00:00.000Z');
const member = testUser();
const welcome = (expires: string | null = new Date(NOW + 3_600_000).toISOString()) =>
  ({
    code: 'WELCOME25',
    percentage: 25,
    value_percentage: 25,
    expires,
    status: 'active',
    expired: false,
  }) as DiscountCode;

describe('showsWelcomeBonusBanner', () => {
  it.each(['members', 'members-id', 'likes', 'premium', 'pricing', 'profile', 'match-finder'])(
    'shows for a new non-paying member on %s',
    (route) => {
      expect(showsWelcomeBonusBanner(route, member, welcome(), NOW)).toBe(true);
    },
  );

  it.each(['credits', 'credits-id-paymentmethod', 'credits-repeat-order', 'directdebit', 'transactions-id'])(
    'is hidden on %s (the credits page shows the discount itself; payment routes)',
    (route) => {
      expect(showsWelcomeBonusBanner(route, member, welcome(), NOW)).toBe(false);
    },
  );

  it('is hidden for a visitor, a paying member, and without a welcome discount', () => {
    expect(showsWelcomeBonusBanner('members', null, welcome(), NOW)).toBe(false);
    expect(showsWelcomeBonusBanner('members', undefined, welcome(), NOW)).toBe(false);
    expect(showsWelcomeBonusBanner('members', testUser({ paid_user: true }), welcome(), NOW)).toBe(false);
    expect(showsWelcomeBonusBanner('members', member, null, NOW)).toBe(false);
  });

  it('is hidden from the instant the discount expires', () => {
    const discount = welcome(new Date(NOW + 1_000).toISOString());
    expect(showsWelcomeBonusBanner('members', member, discount, NOW + 999)).toBe(true);
    expect(showsWelcomeBonusBanner('members', member, discount, NOW + 1_000)).toBe(false);
  });

  it('shows a discount without an end', () => {
    expect(showsWelcomeBonusBanner('members', member, welcome(null), NOW)).toBe(true);
  });
});

describe('welcomeBonusLeft', () => {
  it('says days to the nearest day from one day on, else the seconds for hh:mm:ss', () => {
    expect(welcomeBonusLeft(72 * 3_600)).toEqual({ days: 3 });
    expect(welcomeBonusLeft(72 * 3_600 - 1)).toEqual({ days: 3 });
    expect(welcomeBonusLeft(60 * 3_600)).toEqual({ days: 3 });
    expect(welcomeBonusLeft(60 * 3_600 - 1)).toEqual({ days: 2 });
    expect(welcomeBonusLeft(36 * 3_600 - 1)).toEqual({ days: 1 });
    expect(welcomeBonusLeft(86_400)).toEqual({ days: 1 });
    expect(welcomeBonusLeft(86_399)).toEqual({ seconds: 86_399 });
    expect(welcomeBonusLeft(5)).toEqual({ seconds: 5 });
  });
});
