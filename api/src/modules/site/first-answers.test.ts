import { describe, expect, it } from 'vitest';
import type { Settings, User } from '@app/shared/contract';
import { firstAnswerAddresses } from './first-answers';

const settings = { countries: ['NL'], search_fields: ['gender'] } as unknown as Settings;
const member = { profile: { country: 'NL', gender: 'male', sexuality: 'hetero' } } as unknown as User;

const addressesOf = (page: string, pathname: string, user: User | null = member) =>
  firstAnswerAddresses({ page, layout: 'default', pathname, query: new URLSearchParams(), settings, user });

describe('firstAnswerAddresses', () => {
  it("answers the price list of the member's country on the price pages and in the checkout, whose package it shows", () => {
    for (const [page, pathname] of [
      ['pricing', '/pricing'],
      ['credits', '/credits'],
      ['premium', '/premium'],
      ['credits-id-paymentmethod', '/credits/3/creditcard'],
    ])
      expect(addressesOf(page!, pathname!)).toContain('/api/packages.php?country=NL');
    expect(addressesOf('transactions', '/transactions')).not.toContain('/api/packages.php?country=NL');
  });

  it('answers the search a member starts from, by the gender they look for', () => {
    expect(addressesOf('members', '/members')).toContain('/api/members.php?gender=female&page=1');
    expect(addressesOf('members', '/members', null)).toContain('/api/members.php?page=1');
  });

  it("answers the new member's matches after sign-up, not a visitor's", () => {
    expect(addressesOf('signup-matches', '/signup-matches')).toContain('/api/signup-matches.php');
    expect(addressesOf('signup-matches', '/signup-matches', null)).not.toContain('/api/signup-matches.php');
  });
});
