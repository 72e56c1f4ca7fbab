import type { MapStore } from 'nanostores';
import { ApiError, errorMessageKey } from '@app/shared/api';
import type { CreatePayment } from '@app/shared/contract';
import { isDiscountError } from './discount-code/discount-errors';
import { checkedReturnPath } from '../../common/return-path';
import { createPayment } from '../../common/api/create-payment';
import { createAttemptKeys } from '../../common/attempt-key';
import { canPay, type CheckoutState } from './checkout-state';

export interface PayActionDeps {
  $checkout: MapStore<CheckoutState>;
  patch: (change: Partial<CheckoutState>) => void;
  requote: () => Promise<void>;
  /** The address's `?return=`, unchecked: the order carries it only when it passes the contract's rule. */
  returnPath: string | null;
  navigate?: (url: string) => void;
  /** Goes to a path of this site in the page (a direct debit order's result: no provider's page). */
  navigateInApp?: (path: string) => void;
}

/** Direct debit's refusals of a purchase: their texts are in its own catalogue, which its pay button loads. */
const DIRECT_DEBIT_REFUSALS: readonly string[] = [
  'direct_debit_blocked',
  'direct_debit_limit',
  'direct_debit_mandate_required',
];

/**
 * The refusal of a purchase over the member's own monthly limit (422 `spending_limit`): its text, with
 * the date the limit starts again and the way to change it, is in the spending catalogue, which the
 * refusal loads (`spending/components/spending-refusal.tsx`).
 */
export const SPENDING_LIMIT_REFUSAL = 'payments:spending.refusal.text';

/** The key of a refusal's text: direct debit's or the spending limit's own, else the `common` catalogue's. */
function payErrorKey(error: unknown): string {
  if (error instanceof ApiError && DIRECT_DEBIT_REFUSALS.includes(error.code)) {
    return `payments:directDebit.errors.${error.code}`;
  }
  if (error instanceof ApiError && error.code === 'spending_limit') return SPENDING_LIMIT_REFUSAL;
  return errorMessageKey(error);
}

/** The order of exactly the quote shown: its package, country, code, amount and currency. */
export function orderOf(state: CheckoutState, returnPath: string | null): CreatePayment | null {
  const { quote, selection } = state;
  if (!quote || !selection.method) return null;
  return {
    package_id: quote.package_id,
    country: quote.country,
    payment_method: selection.method,
    discount_code: quote.discount_code,
    amount: quote.amount,
    currency: quote.currency,
    return_path: returnPath,
  };
}

/**
 * "Pay now": POST /api/payment.php with the quote the member saw and the attempt's Idempotency-Key,
 * then the provider's checkout page. A changed price is quoted again and shown with a notice; a code
 * that no longer applies is shown as such and the price without it quoted; nothing is started then.
 */
export function createPayAction({ $checkout, patch, requote, returnPath, navigate, navigateInApp }: PayActionDeps) {
  const keys = createAttemptKeys();
  const leave = navigate ?? ((url: string) => window.location.assign(url));
  // A path of this site (a direct debit order's result page) opens in the page, the provider's page by address.
  const open = (url: string) => (navigateInApp && checkedReturnPath(url) ? navigateInApp(url) : leave(url));

  return async function pay(): Promise<void> {
    const state = $checkout.get();
    const shown = orderOf(state, null);
    if (!canPay(state) || !shown) return;
    patch({ payStatus: 'paying', payError: null, priceChanged: false });
    try {
      const order = { ...shown, return_path: checkedReturnPath(returnPath) };
      const key = keys.keyFor(order);
      const { checkout_url } = await createPayment(order, key);
      patch({ payStatus: 'redirecting' });
      open(checkout_url);
    } catch (error) {
      patch({ payStatus: 'idle' });
      if (error instanceof ApiError && error.code === 'price_changed') {
        patch({ priceChanged: true });
        return requote();
      }
      if (isDiscountError(error)) {
        patch({ codeError: errorMessageKey(error) });
        return requote();
      }
      const resetsAt = error instanceof ApiError ? (error.body.resets_at ?? null) : null;
      patch({ payError: payErrorKey(error), payResetsAt: resetsAt });
    }
  };
}
