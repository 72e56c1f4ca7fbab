import { useStore } from '@nanostores/react';
import { useTranslation } from '@app/shared/i18n/react';
import type { WithdrawalPreview } from '@app/shared/contract/withdrawal';
import { useMoney } from '../../../../common/use-money';
import type { Withdrawal } from '../withdrawal-store';
import { useFocusOnMount } from './use-focus-on-mount';

/**
 * The second, unambiguous step: what is about to happen in one sentence and the clearly labelled
 * "Confirm withdrawal" button (Back returns to the statement). Its heading takes the focus.
 */
export function ConfirmStep({ withdrawal, preview }: { withdrawal: Withdrawal; preview: WithdrawalPreview }) {
  const { t } = useTranslation('payments');
  const money = useMoney();
  const { busy, message } = useStore(withdrawal.$state);
  const heading = useFocusOnMount<HTMLHeadingElement>();
  return (
    <section aria-labelledby="withdrawal-confirm-title" data-testid="withdrawal-confirm">
      <h2 id="withdrawal-confirm-title" className="h5" tabIndex={-1} ref={heading}>
        {t('withdrawal.confirm.title')}
      </h2>
      <p>{t('withdrawal.confirm.text', { number: preview.order.number })}</p>
      <ul>
        <li>
          {t('withdrawal.statement.removed', { credits: t('packages.credits', { count: preview.unused_credits }) })}
        </li>
        <li>{t('withdrawal.statement.refund', { amount: money(preview.refund_amount, preview.currency) })}</li>
      </ul>
      {message && (
        <p role="alert" className="alert alert-danger py-2">
          {t(message)}
        </p>
      )}
      <div className="d-flex flex-wrap gap-2">
        <button
          type="button"
          className="btn btn-danger"
          disabled={busy}
          aria-busy={busy}
          onClick={() => void withdrawal.confirm()}
        >
          {busy ? t('withdrawal.confirm.busy') : t('withdrawal.confirm.button')}
        </button>
        <button type="button" className="btn btn-outline-secondary" disabled={busy} onClick={withdrawal.back}>
          {t('withdrawal.confirm.back')}
        </button>
      </div>
    </section>
  );
}
