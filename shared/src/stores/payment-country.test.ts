// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Settings } from '../contract/settings';
import { testUser } from '../test-support/fixtures';

/** A fresh copy of the stores, so the stored choice is read as on a new page load. */
async function load() {
  vi.resetModules();
  const country = await import('@app/shared/stores/payment-country');
  const { $user } = await import('@app/shared/stores/user');
  const { $settings } = await import('@app/shared/stores/settings');
  return { ...country, $user, $settings };
}

function settings(countries: string[], geoip = 'NL', selected: string | null = null): Settings {
  return { countries, geoip_country: geoip, geoip_selected_country: selected } as Settings;
}

beforeEach(() => localStorage.clear());
afterEach(() => localStorage.clear());

describe('$paymentCountry', () => {
  it('defaults to the member’s profile country when the site offers it', async () => {
    const { $paymentCountry, $user, $settings } = await load();
    const stop = $paymentCountry.listen(() => undefined);
    $settings.set(settings(['NL', 'DE', 'BE']));
    $user.set(testUser({}, { country: 'DE' }));
    expect($paymentCountry.get()).toBe('DE');
    stop();
  });

  it('else defaults to the site’s country (the visitor’s choice, else the address’s)', async () => {
    const { $paymentCountry, $user, $settings, defaultPaymentCountry } = await load();
    const stop = $paymentCountry.listen(() => undefined);
    $settings.set(settings(['NL'], 'NL'));
    $user.set(testUser({}, { country: 'PL' }));
    expect($paymentCountry.get()).toBe('NL');
    $user.set(null);
    $settings.set(settings(['NL', 'BE'], 'NL', 'BE'));
    expect($paymentCountry.get()).toBe('BE');
    expect(defaultPaymentCountry(undefined, null)).toBeNull();
    stop();
  });

  it('keeps the member’s choice across page loads', async () => {
    const first = await load();
    first.$settings.set(settings(['NL', 'DE', 'CH']));
    first.setPaymentCountry('CH');
    expect(first.$paymentCountry.get()).toBe('CH');
    expect(localStorage.getItem('paymentCountry')).toBe('CH');

    const second = await load();
    expect(second.$paymentCountry.get()).toBe('CH');
    const stop = second.$paymentCountry.listen(() => undefined);
    second.$settings.set(settings(['NL', 'DE', 'CH']));
    second.$user.set(testUser({}, { country: 'DE' }));
    expect(second.$paymentCountry.get()).toBe('CH');
    stop();
  });

  it('falls back to the default when the site does not offer the stored choice', async () => {
    localStorage.setItem('paymentCountry', 'SE');
    const { $paymentCountry, $settings } = await load();
    const stop = $paymentCountry.listen(() => undefined);
    $settings.set(settings(['NL'], 'NL'));
    expect($paymentCountry.get()).toBe('NL');
    stop();
  });

  it('ignores a stored value that is not a country code, and forgets the choice on reset', async () => {
    localStorage.setItem('paymentCountry', '<script>');
    const { $paymentCountry, $settings, setPaymentCountry, resetPaymentCountry } = await load();
    const stop = $paymentCountry.listen(() => undefined);
    $settings.set(settings(['NL', 'DE'], 'NL'));
    expect($paymentCountry.get()).toBe('NL');
    setPaymentCountry('DE');
    resetPaymentCountry();
    expect($paymentCountry.get()).toBe('NL');
    expect(localStorage.getItem('paymentCountry')).toBeNull();
    stop();
  });
});
