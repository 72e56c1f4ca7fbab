/**
 * Our own payment state model, independent of any provider. `created`: the order is stored;
 * `pending`: the provider has the payment and waits for the member or the bank; then one final state;
 * a completed payment may later be `refunded` or `charged_back`.
 */
export const PAYMENT_STATES = [
  'created',
  'pending',
  'completed',
  'failed',
  'cancelled',
  'expired',
  'refunded',
  'charged_back',
] as const;
export type PaymentState = (typeof PAYMENT_STATES)[number];

/** What moved a payment to a state: our checkout call, the member's return, the provider's callback, a poll, a withdrawal. */
export const PAYMENT_SOURCES = ['checkout', 'return', 'callback', 'poll', 'withdrawal'] as const;
export type PaymentSource = (typeof PAYMENT_SOURCES)[number];

/** States after which nothing but a refund or chargeback can happen. */
export const FINAL_PAYMENT_STATES: readonly PaymentState[] = [
  'completed',
  'failed',
  'cancelled',
  'expired',
  'refunded',
  'charged_back',
];
export function isFinalPaymentState(state: PaymentState): boolean {
  return FINAL_PAYMENT_STATES.includes(state);
}

/** What the result page shows for a state (spec section 4: expired reads as cancelled). */
export type PaymentResultView = 'pending' | 'completed' | 'failed' | 'cancelled';
export function paymentResultView(state: PaymentState): PaymentResultView {
  if (state === 'created' || state === 'pending') return 'pending';
  if (state === 'completed' || state === 'refunded' || state === 'charged_back') return 'completed';
  if (state === 'failed') return 'failed';
  return 'cancelled';
}
