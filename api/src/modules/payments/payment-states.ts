import type { PaymentState } from '@app/shared/contract';
import type { ProviderStatus } from './providers/payment-provider';

const DIRECT_DEBIT = 'directdebit';

/**
 * The legal moves of our payment state model (issue 12): created → pending → completed | failed |
 * cancelled | expired, then a completed payment may be refunded (by the provider, or by the member's
 * withdrawal: source `withdrawal`, ADR 0027) or charged back. Anything else
 * (completed → failed, a second completion, pending after completed) is refused and logged.
 */
const NEXT: Record<PaymentState, readonly PaymentState[]> = {
  created: ['pending', 'completed', 'failed', 'cancelled', 'expired'],
  pending: ['completed', 'failed', 'cancelled', 'expired'],
  completed: ['refunded', 'charged_back'],
  failed: [],
  cancelled: [],
  expired: [],
  refunded: [],
  charged_back: [],
};

export function canMove(from: PaymentState, to: PaymentState): boolean {
  return NEXT[from].includes(to);
}

/** Our state for a provider's status. */
export function stateOfProviderStatus(status: ProviderStatus): PaymentState {
  switch (status) {
    case 'open':
    case 'pending':
    case 'authorized':
      return 'pending';
    case 'paid':
      return 'completed';
    case 'failed':
      return 'failed';
    case 'canceled':
      return 'cancelled';
    case 'expired':
      return 'expired';
    case 'refunded':
      return 'refunded';
    case 'charged_back':
      return 'charged_back';
  }
}

/**
 * Our state for a provider's status about an order of `method` that is now in `from`. A direct
 * debit (ADR 0026) completes when the bank has the collection (`pending`), so its credits come at
 * once; a debit that fails after that was returned by the bank, and is a charge-back. A refunded
 * order whose payment the provider still calls paid was refunded in part (a withdrawal): no move.
 * Every other method follows `stateOfProviderStatus`.
 */
export function targetStateOf(method: string, from: PaymentState, status: ProviderStatus): PaymentState {
  const target = providerTarget(method, from, status);
  // A partly refunded payment (a withdrawal refunds the unused credits only) stays paid at the provider.
  return from === 'refunded' && target === 'completed' ? 'refunded' : target;
}

function providerTarget(method: string, from: PaymentState, status: ProviderStatus): PaymentState {
  const plain = stateOfProviderStatus(status);
  if (method !== DIRECT_DEBIT) return plain;
  if (status === 'pending') return 'completed';
  if (plain === 'failed' && (from === 'completed' || from === 'charged_back')) return 'charged_back';
  return plain;
}

export type MoveDecision = { kind: 'same' } | { kind: 'move' } | { kind: 'refused' };

/** What to do with an order in `from` when the provider's status says `to`. */
export function decideMove(from: PaymentState, to: PaymentState): MoveDecision {
  if (from === to) return { kind: 'same' };
  return canMove(from, to) ? { kind: 'move' } : { kind: 'refused' };
}
