// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  acceptSiteEntryWarning,
  $siteEntryWarning,
  shouldShowSiteEntryWarning,
  type SiteEntryWarningContext,
} from './site-entry-warning-state';

const visitor: SiteEntryWarningContext = {
  installedApp: false,
  loggedIn: false,
  skipStored: false,
  enableSiteEntryPopup: 'yes',
  routeName: 'index',
  layout: 'default',
  country: 'GB',
};

describe('shouldShowSiteEntryWarning', () => {
  it('shows for a visitor on the default layout when the site enables it', () => {
    expect(shouldShowSiteEntryWarning(visitor)).toBe(true);
  });

  it('is hidden in the installed app', () => {
    expect(shouldShowSiteEntryWarning({ ...visitor, installedApp: true })).toBe(false);
  });

  it('is hidden for a logged-in member', () => {
    expect(shouldShowSiteEntryWarning({ ...visitor, loggedIn: true })).toBe(false);
  });

  it('is hidden once the visitor stored a skip', () => {
    expect(shouldShowSiteEntryWarning({ ...visitor, skipStored: true })).toBe(false);
  });

  it('is hidden when the site turns it off or does not say', () => {
    expect(shouldShowSiteEntryWarning({ ...visitor, enableSiteEntryPopup: 'no' })).toBe(false);
    expect(shouldShowSiteEntryWarning({ ...visitor, enableSiteEntryPopup: undefined })).toBe(false);
  });

  it.each(['complete-signup', 'reset-password', 'reset-password-do'])('is hidden on %s', (routeName) => {
    expect(shouldShowSiteEntryWarning({ ...visitor, routeName })).toBe(false);
  });

  it('shows on other routes', () => {
    expect(shouldShowSiteEntryWarning({ ...visitor, routeName: 'members' })).toBe(true);
    expect(shouldShowSiteEntryWarning({ ...visitor, routeName: 'signup' })).toBe(true);
  });

  it('shows in the chat layout only for NL and DE', () => {
    expect(shouldShowSiteEntryWarning({ ...visitor, layout: 'chat', country: 'NL' })).toBe(true);
    expect(shouldShowSiteEntryWarning({ ...visitor, layout: 'chat', country: 'DE' })).toBe(true);
    expect(shouldShowSiteEntryWarning({ ...visitor, layout: 'chat', country: 'BE' })).toBe(false);
    expect(shouldShowSiteEntryWarning({ ...visitor, layout: 'chat', country: 'GB' })).toBe(false);
    expect(shouldShowSiteEntryWarning({ ...visitor, layout: 'chat', country: null })).toBe(false);
  });

  it('never shows in the lander layout', () => {
    for (const country of ['NL', 'DE', 'GB', null]) {
      expect(shouldShowSiteEntryWarning({ ...visitor, layout: 'lander', country })).toBe(false);
    }
  });

  it('still obeys the other rules in the chat layout', () => {
    const chat = { ...visitor, layout: 'chat' as const, country: 'NL' };
    expect(shouldShowSiteEntryWarning({ ...chat, loggedIn: true })).toBe(false);
    expect(shouldShowSiteEntryWarning({ ...chat, skipStored: true })).toBe(false);
    expect(shouldShowSiteEntryWarning({ ...chat, enableSiteEntryPopup: 'no' })).toBe(false);
    expect(shouldShowSiteEntryWarning({ ...chat, routeName: 'reset-password' })).toBe(false);
  });
});

describe('acceptSiteEntryWarning', () => {
  beforeEach(() => {
    localStorage.clear();
    $siteEntryWarning.set({ skipStored: false });
  });

  afterEach(() => {
    localStorage.clear();
    vi.resetModules();
  });

  it('stores the skip and updates the store', () => {
    const listener = vi.fn();
    const unbind = $siteEntryWarning.listen(listener);
    acceptSiteEntryWarning();
    unbind();

    expect($siteEntryWarning.get()).toEqual({ skipStored: true });
    expect(listener).toHaveBeenCalledTimes(1);
    expect(listener.mock.calls[0]?.[0]).toEqual({ skipStored: true });
    expect(localStorage.getItem('siteEntryWarningSkip')).toBe('1');
  });

  it('is remembered on the next visit (a fresh load reads the stored skip)', async () => {
    acceptSiteEntryWarning();
    vi.resetModules();
    const fresh = await import('./site-entry-warning-state');
    expect(fresh.$siteEntryWarning.get()).toEqual({ skipStored: true });
  });

  it('starts without a skip when nothing is stored', async () => {
    vi.resetModules();
    const fresh = await import('./site-entry-warning-state');
    expect(fresh.$siteEntryWarning.get()).toEqual({ skipStored: false });
  });
});
