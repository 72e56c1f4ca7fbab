import type { MapStore } from 'nanostores';
import { ApiError, errorMessageKey } from '@app/shared/api';
import type { CreatePayment } from '@app/shared/contract';
import { isDiscountError } from '../discount-code/discount-errors';
import { checkedReturnPath } from '../../ui/return-path';
import { createPayment } from './api/create-payment';
import { createAttemptKeys } from './attempt-key';
import { canPay, type CheckoutState } from './checkout-state';

export interface PayActionDeps {
  $checkout: MapStore<CheckoutState>;
  patch: (change: Partial<CheckoutState>) => void;
  requote: () => Promise<void>;
  /** The address's `?return=`, unchecked: the order carries it only when it passes the contract's rule. */
  returnPath: string | null;
  navigate?: (url: string) => void;
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
export function createPayAction({ $checkout, patch, requote, returnPath, navigate }: PayActionDeps) {
  const keys = createAttemptKeys();
  const open = navigate ?? ((url: string) => window.location.assign(url));

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
      patch({ payError: errorMessageKey(error) });
    }
  };
}
