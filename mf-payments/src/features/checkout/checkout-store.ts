import { map, type MapStore } from 'nanostores';
import { errorMessageKey } from '@app/shared/api';
import type { PaymentMethodId } from '@app/shared/contract';
import { setPaymentCountry } from '@app/shared/stores/payment-country';
import { getDiscountCode } from './discount-code/api/get-discount-code';
import { isDiscountError, normaliseCode } from './discount-code/discount-errors';
import { createPriceList, type PriceList } from '../../common/packages/packages-store';
import { getQuote, type QuoteQuery } from '../../common/api/get-quote';
import { fitSelection, INITIAL_CHECKOUT, type CheckoutState, type Selection } from './checkout-state';
import { createPayAction } from './pay-action';

export interface CheckoutOptions {
  /** The package the address names (/credits/{id}); none: the member picks one (/credits). */
  packageId?: number | null;
  method?: PaymentMethodId | null;
  /** Where a completed payment leads back to (`?return=`): kept when a path of this site (checked at pay). */
  returnPath?: string | null;
  /** Opens the provider's checkout page; tests pass their own. */
  navigate?: (url: string) => void;
  /** Opens a path of this site with the router (the result page a direct debit order answers with). */
  navigateInApp?: (path: string) => void;
}

export interface Checkout {
  $checkout: MapStore<CheckoutState>;
  priceList: PriceList;
  /** Loads the price list of the payment country, then applies a code from the address. */
  start: (country: string | null, code?: string | null) => Promise<void>;
  setCountry: (country: string) => Promise<void>;
  selectPackage: (packageId: number) => void;
  selectMethod: (method: PaymentMethodId) => void;
  /** Checks a typed code with the server; applied only when it exists, is unused and unexpired. */
  applyCode: (text: string) => Promise<boolean>;
  removeCode: () => void;
  pay: () => Promise<void>;
  /** The page came back from the browser's cache after the provider's page: the button works again. */
  resetPay: () => void;
  /** Asks for the quote of the current selection again (the server's price may have changed). */
  requote: () => Promise<void>;
}

/**
 * A payment page's checkout: the payment country's price list, the member's selection (package,
 * method, code), the server's quote of exactly that selection, re-fetched on every change (an older
 * answer never replaces a newer one), and the payment of the quote shown.
 */
export function createCheckout(options: CheckoutOptions = {}): Checkout {
  const $checkout = map<CheckoutState>({
    ...INITIAL_CHECKOUT,
    selection: { ...INITIAL_CHECKOUT.selection, packageId: options.packageId ?? null, method: options.method ?? null },
  });
  const priceList = createPriceList();
  const fixedPackage = Boolean(options.packageId);
  let latestQuote = 0;

  const patch = (change: Partial<CheckoutState>) => $checkout.set({ ...$checkout.get(), ...change });

  function quoteQuery(selection: Selection, withCode: boolean): QuoteQuery | null {
    if (!selection.country || !selection.packageId) return null;
    const query: QuoteQuery = { package_id: selection.packageId, country: selection.country };
    if (selection.method) query.payment_method = selection.method;
    if (withCode && selection.code) query.discount_code = selection.code;
    return query;
  }

  async function requote(): Promise<void> {
    const request = ++latestQuote;
    const { selection, packageMissing } = $checkout.get();
    const query = packageMissing ? null : quoteQuery(selection, true);
    if (!query) return patch({ quote: null, quoteStatus: 'idle', quoteError: null });
    patch({ quoteStatus: 'loading', quoteError: null });
    try {
      const quote = await getQuote(query);
      if (request !== latestQuote) return;
      patch({ quote, quoteStatus: 'ready', ...(query.discount_code ? { codeError: null } : {}) });
    } catch (error) {
      if (request !== latestQuote) return;
      if (!query.discount_code || !isDiscountError(error)) {
        return patch({ quote: null, quoteStatus: 'error', quoteError: errorMessageKey(error) });
      }
      // The code does not apply to this selection: say why, and show the price without it.
      patch({ codeError: errorMessageKey(error) });
      const { discount_code: _ignored, ...withoutCode } = query;
      try {
        const quote = await getQuote(withoutCode);
        if (request === latestQuote) patch({ quote, quoteStatus: 'ready' });
      } catch (second) {
        if (request === latestQuote) patch({ quote: null, quoteStatus: 'error', quoteError: errorMessageKey(second) });
      }
    }
  }

  function select(change: Partial<Selection>): void {
    const state = $checkout.get();
    patch({ selection: { ...state.selection, ...change }, payError: null, priceChanged: false });
    void requote();
  }

  async function loadCountry(country: string | null): Promise<void> {
    const before = $checkout.get();
    const previousCode = before.quote?.package_code ?? null;
    const list = await priceList.load(country);
    if (!list) return patch({ quote: null, quoteStatus: 'idle' });
    const fitted = fitSelection(list, $checkout.get().selection, previousCode, fixedPackage);
    patch({ ...fitted, payError: null, priceChanged: false });
    await requote();
  }

  async function applyCode(text: string): Promise<boolean> {
    const code = normaliseCode(text);
    if (!code) {
      patch({ codeError: 'errors.discount_code_not_found' });
      return false;
    }
    patch({ checkingCode: true, codeError: null, refusedCode: null });
    try {
      const discount = await getDiscountCode(code);
      patch({ checkingCode: false, discount });
      select({ code: discount.code });
      return true;
    } catch (error) {
      patch({ checkingCode: false, codeError: errorMessageKey(error), refusedCode: code });
      return false;
    }
  }

  const pay = createPayAction({
    $checkout,
    patch,
    requote,
    returnPath: options.returnPath ?? null,
    navigate: options.navigate,
    navigateInApp: options.navigateInApp,
  });

  return {
    $checkout,
    priceList,
    requote,
    async start(country, code) {
      await loadCountry(country);
      if (code && priceList.$priceList.get().list) await applyCode(code);
    },
    async setCountry(country) {
      setPaymentCountry(country);
      await loadCountry(country);
    },
    selectPackage: (packageId) => select({ packageId }),
    selectMethod: (method) => select({ method }),
    applyCode,
    removeCode() {
      patch({ discount: null, codeError: null });
      select({ code: null });
    },
    pay,
    resetPay: () => patch({ payStatus: 'idle' }),
  };
}
