import type { PaymentState } from '@app/shared/contract';
import type { WithdrawalState } from './withdrawal-store';

/**
 * The order states whose page shows the withdrawal section: a paid order (withdrawable while its
 * period runs) and one already refunded or charged back (the server says why no more). An order that
 * was never paid has nothing to withdraw from, so its page does not ask.
 */
const SHOWN: ReadonlySet<PaymentState> = new Set(['completed', 'refunded', 'charged_back']);

export function showsWithdrawal(state: PaymentState): boolean {
  return SHOWN.has(state);
}

/** Whether the order's page shows the withdrawal form: asked for (`?withdraw=1`), and possible or done. */
export function showsWithdrawalFlow({ preview, step }: WithdrawalState, asked: boolean): boolean {
  return asked && (step === 'done' || (preview !== null && preview.refusal === null));
}
