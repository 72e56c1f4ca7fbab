import { SPENDING_LIMIT_RAISE_DELAY_HOURS } from '@app/shared/contract/withdrawal-constants';
import type { SpendingLimitUpdate } from '@app/shared/contract/spending-limit';

const HOUR_MS = 3_600_000;

/** The limit part of a member's row (ADR 0027): the limit in effect and a change waiting for its time. */
export interface LimitState {
  amount: number | null;
  currency: string | null;
  pending_set: boolean;
  /** With pending_set: the waiting limit; null is a removal. */
  pending_amount: number | null;
  pending_currency: string | null;
  pending_effective_at: Date | null;
}

const NO_PENDING = {
  pending_set: false,
  pending_amount: null,
  pending_currency: null,
  pending_effective_at: null,
} as const;

/** The state with a waiting change applied when its time has come (`now` at or after it); else null. */
export function duePendingApplied(state: LimitState, now: Date): LimitState | null {
  if (!state.pending_set || !state.pending_effective_at) return null;
  if (new Date(state.pending_effective_at).getTime() > now.getTime()) return null;
  return {
    amount: state.pending_amount,
    currency: state.pending_amount === null ? state.currency : state.pending_currency,
    ...NO_PENDING,
  };
}

/**
 * What the member's request makes of the limit. A first limit, a lower one or the same one takes
 * effect at once (and drops a waiting change: the newest request wins). A raise, a removal or a
 * change of currency (amounts in two currencies do not compare) waits
 * SPENDING_LIMIT_RAISE_DELAY_HOURS; asking for the same waiting change again keeps its time.
 * `state` is already brought up to date (duePendingApplied).
 */
export function requestedLimit(
  state: LimitState,
  update: Pick<SpendingLimitUpdate, 'amount' | 'currency'>,
  now: Date,
): LimitState {
  const inEffect = state.amount !== null;
  if (update.amount === null && !inEffect) return { ...state, ...NO_PENDING };
  const atOnce =
    update.amount !== null && (!inEffect || (update.currency === state.currency && update.amount <= state.amount!));
  if (atOnce) return { amount: update.amount, currency: update.currency, ...NO_PENDING };
  const pendingAmount = update.amount;
  const pendingCurrency = update.amount === null ? null : update.currency;
  const sameAsWaiting =
    state.pending_set && state.pending_amount === pendingAmount && state.pending_currency === pendingCurrency;
  return {
    amount: state.amount,
    currency: state.currency,
    pending_set: true,
    pending_amount: pendingAmount,
    pending_currency: pendingCurrency,
    pending_effective_at: sameAsWaiting
      ? state.pending_effective_at
      : new Date(now.getTime() + SPENDING_LIMIT_RAISE_DELAY_HOURS * HOUR_MS),
  };
}
