import { map } from 'nanostores';
import { ApiError } from '@app/shared/api';
import type { WithdrawalPreview, WithdrawalResult } from '@app/shared/contract/withdrawal';
import { confirmWithdrawal } from './api/confirm-withdrawal';
import { getWithdrawalPreview } from './api/get-withdrawal-preview';
import { withdrawalErrorKey } from './withdrawal-errors';

export interface WithdrawalState {
  status: 'loading' | 'ready' | 'error';
  /** Why the preview could not be loaded (a translation key). */
  loadError: string | null;
  preview: WithdrawalPreview | null;
  /** The statement (the order, what the withdrawal does), its confirmation, and what was done. */
  step: 'statement' | 'confirm' | 'done';
  /** The confirm step's Idempotency-Key: made when the step opens, the same for every send from it. */
  key: string | null;
  busy: boolean;
  /** Why the confirmation failed (a translation key). */
  message: string | null;
  result: WithdrawalResult | null;
}

/**
 * The withdrawal from one order (ADR 0027): the server's preview (eligible, until when, what it
 * removes and refunds), then the statement, the "Confirm withdrawal" step and its result. The step
 * sends at most one request at a time, always with the key made when it opened, so the server
 * withdraws once however often the button is pressed.
 */
export function createWithdrawal(orderId: number, newKey: () => string = () => globalThis.crypto.randomUUID()) {
  const $state = map<WithdrawalState>({
    status: 'loading',
    loadError: null,
    preview: null,
    step: 'statement',
    key: null,
    busy: false,
    message: null,
    result: null,
  });
  const patch = (change: Partial<WithdrawalState>) => $state.set({ ...$state.get(), ...change });

  async function load(): Promise<void> {
    patch({ status: 'loading', loadError: null });
    try {
      patch({ status: 'ready', preview: await getWithdrawalPreview(orderId) });
    } catch (error) {
      patch({ status: 'error', loadError: withdrawalErrorKey(error) });
    }
  }

  async function confirm(): Promise<void> {
    const { step, key, busy } = $state.get();
    if (step !== 'confirm' || !key || busy) return;
    patch({ busy: true, message: null });
    try {
      const result = await confirmWithdrawal(orderId, key);
      patch({ busy: false, step: 'done', key: null, result });
      // The order's page shows the withdrawal from now on (refused: withdrawn).
      void load();
    } catch (error) {
      patch({ busy: false, message: withdrawalErrorKey(error) });
      // No longer possible (the period ended, it was withdrawn meanwhile): the preview says why.
      if (error instanceof ApiError && error.code === 'withdrawal_not_possible') {
        patch({ step: 'statement', key: null });
        void load();
      }
    }
  }

  return {
    $state,
    load,
    /** Opens the confirm step with a new Idempotency-Key. */
    review: () => patch({ step: 'confirm', key: newKey(), message: null }),
    /** Back from the confirm step to the statement (after the result: nothing to go back to). */
    back: () => {
      if ($state.get().step === 'confirm' && !$state.get().busy) patch({ step: 'statement', key: null, message: null });
    },
    confirm,
  };
}

export type Withdrawal = ReturnType<typeof createWithdrawal>;
