import { useStore } from '@nanostores/react';
import { useTranslation } from '@app/shared/i18n/react';
import { Link } from '@app/shared/router';
import { LoadState } from '@app/shared/ui/load-state';
import type { Withdrawal } from '../withdrawal-store';
import { useWithdrawalTexts } from '../withdrawal-texts';
import { useWhen } from './use-when';

/**
 * On an order's page: "Withdraw from contract here" with the deadline while the server says the order
 * can be withdrawn from, else why not (no button). The button opens the withdrawal form
 * (`?withdraw=1`, the address the mails' links lead to as well).
 */
export function WithdrawalOffer({ withdrawal, orderId }: { withdrawal: Withdrawal; orderId: number }) {
  const { t } = useTranslation('payments');
  const ready = useWithdrawalTexts();
  const when = useWhen();
  const { status, preview, loadError, message } = useStore(withdrawal.$state);
  if (!ready || (status === 'loading' && !preview)) return <LoadState />;
  if (!preview) return <LoadState error={loadError} onRetry={() => void withdrawal.load()} />;
  const alert = message && (
    <p role="alert" className="alert alert-danger py-2">
      {t(message)}
    </p>
  );
  if (preview.refusal) {
    return (
      <>
        {alert}
        <p className="alert alert-secondary py-2" data-testid="withdrawal-refusal">
          {t(`withdrawal.refusal.${preview.refusal}`, { date: preview.deadline ? when(preview.deadline) : '' })}
        </p>
      </>
    );
  }
  return (
    <div className="mb-3" data-testid="withdrawal-offer">
      {alert}
      {preview.deadline && <p className="mb-2">{t('withdrawal.until', { date: when(preview.deadline) })}</p>}
      <Link to={`/transactions/${orderId}?withdraw=1`} className="btn btn-outline-danger">
        {t('withdrawal.button')}
      </Link>
    </div>
  );
}
