import type { DiscountCode, PackagesResponse, PaymentMethodId, PaymentQuote } from '@app/shared/contract';

/** What the member has chosen on a payment page. */
export interface Selection {
  country: string | null;
  packageId: number | null;
  method: PaymentMethodId | null;
  /** The discount code the member applied (the server knows it), or null. */
  code: string | null;
}

export interface CheckoutState {
  selection: Selection;
  /** The page names a package (/credits/{id}) that the payment country does not sell. */
  packageMissing: boolean;
  /** The applied code as GET /api/discountcode.php answered it. */
  discount: DiscountCode | null;
  checkingCode: boolean;
  /** Why a typed code was refused, or why the applied one is not in the price (a `common` key). */
  codeError: string | null;
  /** The code the server refused last (typed, or from the address), so the field can show it again. */
  refusedCode: string | null;
  /** The server's price of the selection; the page shows only this, never a price of its own. */
  quote: PaymentQuote | null;
  quoteStatus: 'idle' | 'loading' | 'ready' | 'error';
  quoteError: string | null;
  payStatus: 'idle' | 'paying' | 'redirecting';
  payError: string | null;
  /** With the refusal over the member's own monthly limit: when the limit starts again (`resets_at`). */
  payResetsAt: string | null;
  /** The server's price differed from the one shown: the new quote is shown with a notice. */
  priceChanged: boolean;
}

export const INITIAL_CHECKOUT: CheckoutState = {
  selection: { country: null, packageId: null, method: null, code: null },
  packageMissing: false,
  discount: null,
  checkingCode: false,
  codeError: null,
  refusedCode: null,
  quote: null,
  quoteStatus: 'idle',
  quoteError: null,
  payStatus: 'idle',
  payError: null,
  payResetsAt: null,
  priceChanged: false,
};

/** Whether "Pay now" may send: a method is chosen and the quote shown is the current selection's. */
export function canPay(state: CheckoutState): boolean {
  return (
    state.payStatus === 'idle' &&
    state.quoteStatus === 'ready' &&
    state.quote !== null &&
    state.selection.method !== null &&
    !state.packageMissing
  );
}

/**
 * The selection that fits a newly loaded price list: the package kept when the country sells it,
 * else the package of the same tier (another country's id), else the one the address names, else
 * (on /credits) the recommended tier; the method kept when the country offers it.
 */
export function fitSelection(
  list: PackagesResponse,
  current: Selection,
  previousCode: string | null,
  fixedPackage: boolean,
): { selection: Selection; packageMissing: boolean } {
  const packages = list.packages;
  const byId = packages.find((pack) => pack.id === current.packageId);
  const byCode = previousCode ? packages.find((pack) => pack.code === previousCode) : undefined;
  const fallback = fixedPackage ? undefined : (packages.find((pack) => pack.recommended) ?? packages[0]);
  const pack = byId ?? byCode ?? fallback;
  const method = list.payment_methods.some((offered) => offered.id === current.method) ? current.method : null;
  return {
    selection: { ...current, country: list.country, packageId: pack?.id ?? null, method },
    packageMissing: !pack,
  };
}
