import { describe, expect, it } from 'vitest';
import { countBadgeText, creditsBadgeVariant, logoTarget, showsBackButton } from './nav-rules';

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

describe('creditsBadgeVariant', () => {
  it('shows no badge above 10 credits', () => {
    expect(creditsBadgeVariant(11)).toBeNull();
    expect(creditsBadgeVariant(500)).toBeNull();
  });

  it('warns from 10 credits down to 1', () => {
    expect(creditsBadgeVariant(10)).toBe('warning');
    expect(creditsBadgeVariant(5)).toBe('warning');
    expect(creditsBadgeVariant(1)).toBe('warning');
  });

  it('shows danger at 0 credits', () => {
    expect(creditsBadgeVariant(0)).toBe('danger');
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
