import { useStore } from '@nanostores/react';
import { LoadState } from '@app/shared/ui/load-state';
import type { Withdrawal } from '../withdrawal-store';
import { useWithdrawalTexts } from '../withdrawal-texts';
import { ConfirmStep } from './confirm-step';
import { WithdrawalDone } from './withdrawal-done';
import { WithdrawalStatement } from './withdrawal-statement';

/** The withdrawal from an order, step by step: the statement, "Confirm withdrawal", the result. */
export function WithdrawalFlow({ withdrawal }: { withdrawal: Withdrawal }) {
  const ready = useWithdrawalTexts();
  const { preview, step, result } = useStore(withdrawal.$state);
  if (!ready) return <LoadState />;
  if (!preview) return null;
  return (
    <div className="row">
      <div className="col-md-10 col-lg-8 col-xl-7">
        <div className="card">
          <div className="card-body">
            {step === 'done' && result && <WithdrawalDone order={preview.order} result={result} />}
            {step === 'confirm' && <ConfirmStep withdrawal={withdrawal} preview={preview} />}
            {step === 'statement' && <WithdrawalStatement withdrawal={withdrawal} preview={preview} />}
          </div>
        </div>
      </div>
    </div>
  );
}
