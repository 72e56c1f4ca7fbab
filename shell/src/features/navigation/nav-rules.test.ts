import { describe, expect, it } from 'vitest';
import { countBadgeText, logoTarget, showsBackButton, paymentLink } from './nav-rules';

describe('countBadgeText', () => {
  it('shows no badge for zero', () => {
    expect(countBadgeText(0)).toBeNull();
  });

  it('shows the count itself up to 99', () => {
    expect(countBadgeText(1)).toBe('1');
    expect(countBadgeText(99)).toBe('99');
  });

  it('caps the count at "99+" above 99', () => {
    expect(countBadgeText(100)).toBe('99+');
    expect(countBadgeText(12_345)).toBe('99+');
  });
});

describe('showsBackButton', () => {
  const backRoutes = ['members-id', 'likes-type', 'likes-m-id', 'credits', 'credits-id-paymentmethod'];
  const otherRoutes = ['members', 'chats', 'index', 'likes', 'chats-id', 'settings', 'premium'];

  it.each(backRoutes)('shows in the installed app on %s', (route) => {
    expect(showsBackButton(true, route)).toBe(true);
  });

  it.each(otherRoutes)('does not show in the installed app on %s', (route) => {
    expect(showsBackButton(true, route)).toBe(false);
  });

  it.each([...backRoutes, ...otherRoutes])('never shows in the browser (not installed) on %s', (route) => {
    expect(showsBackButton(false, route)).toBe(false);
  });
});

describe('logoTarget', () => {
  it('leads a member to the members area', () => {
    expect(logoTarget(true)).toBe('/members');
  });

  it('leads a visitor home', () => {
    expect(logoTarget(false)).toBe('/');
  });
});

describe('paymentLink', () => {
  it('carries the page the member is on, so the payment leads back there', () => {
    expect(paymentLink('/credits', { pathname: '/chats/12', search: '' })).toBe('/credits?return=%2Fchats%2F12');
    expect(paymentLink('/premium', { pathname: '/members', search: '?country=NL' })).toBe(
      '/premium?return=%2Fmembers%3Fcountry%3DNL',
    );
  });

  it('carries nothing from a payments page itself', () => {
    expect(paymentLink('/credits', { pathname: '/credits/3/ideal', search: '?order=7' })).toBe('/credits');
    expect(paymentLink('/credits', { pathname: '/transactions', search: '' })).toBe('/credits');
    expect(paymentLink('/premium', { pathname: '/premium', search: '' })).toBe('/premium');
  });
});
