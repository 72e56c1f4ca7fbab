import type { PaymentState } from '@app/shared/contract';
import type { ProviderStatus } from './providers/payment-provider';

/**
 * The legal moves of our payment state model (issue 12): created → pending → completed | failed |
 * cancelled | expired, then a completed payment may be refunded or charged back. Anything else
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

export type MoveDecision = { kind: 'same' } | { kind: 'move' } | { kind: 'refused' };

/** What to do with an order in `from` when the provider's status says `to`. */
export function decideMove(from: PaymentState, to: PaymentState): MoveDecision {
  if (from === to) return { kind: 'same' };
  return canMove(from, to) ? { kind: 'move' } : { kind: 'refused' };
}
