import { atom, onMount } from 'nanostores';
import { $settings } from '@app/shared/stores/settings';
import { defaultPaymentCountry } from '../contract/payment-country';
import { $user } from '@app/shared/stores/user';

const STORAGE_KEY = 'paymentCountry';

function readStored(): string | null {
  try {
    const stored = globalThis.localStorage?.getItem(STORAGE_KEY) ?? null;
    return stored && /^[A-Z]{2}$/.test(stored) ? stored : null;
  } catch {
    return null;
  }
}

export { defaultPaymentCountry };

/** The member's own choice, kept across visits; null until they choose. */
let chosen = readStored();

/** The choice while the site offers it (a choice made on another site of the same browser may not be). */
function resolve(): string | null {
  const settings = $settings.get();
  if (chosen && (!settings || settings.countries.includes(chosen))) return chosen;
  return defaultPaymentCountry($user.get(), settings);
}

/**
 * The payment country (spec section 3 client state): the country whose packages, currency and
 * payment methods the payment pages offer. The member's choice on /credits is kept in localStorage;
 * without one it follows `defaultPaymentCountry`. Null while neither the user nor the settings are known.
 */
export const $paymentCountry = atom<string | null>(resolve());

function follow(): void {
  $paymentCountry.set(resolve());
}

onMount($paymentCountry, () => {
  follow();
  const stopUser = $user.listen(follow);
  const stopSettings = $settings.listen(follow);
  return () => {
    stopUser();
    stopSettings();
  };
});

/** The member chose a payment country: it holds from now on, in every tab opened later too. */
export function setPaymentCountry(country: string): void {
  chosen = country;
  try {
    globalThis.localStorage?.setItem(STORAGE_KEY, country);
  } catch {
    // Storage blocked: the choice holds for this visit.
  }
  $paymentCountry.set(country);
}

/** Forgets the member's choice (tests; a site whose countries no longer include it): back to the default. */
export function resetPaymentCountry(): void {
  chosen = null;
  try {
    globalThis.localStorage?.removeItem(STORAGE_KEY);
  } catch {
    // Nothing stored.
  }
  follow();
}
