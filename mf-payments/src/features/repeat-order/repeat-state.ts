import type {
  CreatePayment,
  Order,
  Package,
  PackagesResponse,
  PaymentMethodId,
  PaymentQuote,
} from '@app/shared/contract';
import type { DirectDebitState, Mandate } from '@app/shared/contract/direct-debit-api';

/** An open confirmation: the order it sends and the Idempotency-Key made when it opened. */
export interface Confirmation {
  order: CreatePayment;
  key: string;
}

export interface RepeatState {
  status: 'loading' | 'ready' | 'error';
  error: string | null;
  /** The member's last paid order, or null when there is none. */
  last: Order | null;
  /** The same tier in the same country today (its price may have changed), or null when it is no longer sold. */
  pack: Package | null;
  /** The method a repeat pays with; null when the country offers neither the last one nor direct debit. */
  method: PaymentMethodId | null;
  /** The active mandate a direct debit repeat is debited under. */
  mandate: Mandate | null;
  /** Today's price of the package from the server (no discount code on a repeat). */
  quote: PaymentQuote | null;
  quoteStatus: 'idle' | 'loading' | 'ready' | 'error';
  quoteError: string | null;
  /** The server refused the price shown as changed: the new quote is shown with a notice. */
  priceChanged: boolean;
  confirmation: Confirmation | null;
  buyStatus: 'idle' | 'buying' | 'redirecting';
  /** The server's error code of the last try, or `generic`. */
  buyError: string | null;
  /** With `spending_limit`: when the member's monthly limit starts again (the server's `resets_at`). */
  buyResetsAt: string | null;
}

export const INITIAL_REPEAT: RepeatState = {
  status: 'loading',
  error: null,
  last: null,
  pack: null,
  method: null,
  mandate: null,
  quote: null,
  quoteStatus: 'idle',
  quoteError: null,
  priceChanged: false,
  confirmation: null,
  buyStatus: 'idle',
  buyError: null,
  buyResetsAt: null,
};

/** Whether the price list's country offers direct debit (only then is the member's standing asked). */
export function offersDirectDebit(list: PackagesResponse): boolean {
  return list.payment_methods.some((method) => method.id === 'directdebit');
}

/**
 * How a repeat pays: under the member's active mandate where the country offers direct debit and the
 * member is not blocked for it; else with the last order's method while the country still offers it
 * (a direct debit without a usable mandate is left to the server, which says why it refuses).
 */
export function repeatMethod(
  last: Order,
  list: PackagesResponse,
  directDebit: DirectDebitState | null,
): { method: PaymentMethodId | null; mandate: Mandate | null } {
  const mandate = directDebit?.mandate?.status === 'active' ? directDebit.mandate : null;
  if (mandate && !directDebit?.blocked && offersDirectDebit(list)) return { method: 'directdebit', mandate };
  if (!list.payment_methods.some((method) => method.id === last.payment_method)) return { method: null, mandate: null };
  return { method: last.payment_method, mandate: last.payment_method === 'directdebit' ? mandate : null };
}

/** The order of exactly the quote shown: its package, country, amount and currency, no code. */
export function repeatOrderOf(quote: PaymentQuote, method: PaymentMethodId): CreatePayment {
  return {
    package_id: quote.package_id,
    country: quote.country,
    payment_method: method,
    discount_code: null,
    amount: quote.amount,
    currency: quote.currency,
    return_path: null,
  };
}

/** Whether "Buy again" may open the confirmation: a current quote, a method, nothing running. */
export function canBuy(state: RepeatState): boolean {
  return state.quoteStatus === 'ready' && state.quote !== null && state.method !== null && state.buyStatus === 'idle';
}
