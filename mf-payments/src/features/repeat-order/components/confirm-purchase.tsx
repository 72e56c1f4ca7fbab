import { useTranslation } from '@app/shared/i18n/react';
import { Modal } from '@app/shared/ui/modal';
import { QuoteLines } from '../../../common/quote-lines';
import type { RepeatState } from '../repeat-state';
import { BuyError } from './buy-error';

export interface ConfirmPurchaseProps {
  state: RepeatState;
  methodLabel: string;
  onConfirm: () => void;
  onClose: () => void;
}

/**
 * The one confirmation before a repeat is bought: package, method and the server's price again, then
 * "Confirm purchase". A modal dialog (focus moves in and stays there, Escape cancels); it cannot be
 * closed and its button is disabled while the order is on its way.
 */
export function ConfirmPurchase({ state, methodLabel, onConfirm, onClose }: ConfirmPurchaseProps) {
  const { t } = useTranslation('payments');
  const { confirmation, quote, pack, buyStatus, buyError, buyResetsAt } = state;
  const busy = buyStatus !== 'idle';
  return (
    <Modal
      open={confirmation !== null && quote !== null}
      title={t('repeatOrder.confirmTitle')}
      onClose={onClose}
      dismissible={!busy}
      footer={
        <>
          <button type="button" className="btn btn-outline-dark" onClick={onClose} disabled={busy}>
            {t('repeatOrder.cancel')}
          </button>
          <button
            type="button"
            className="btn btn-primary d-flex align-items-center gap-2"
            onClick={onConfirm}
            disabled={busy}
            aria-busy={busy}
            data-testid="confirm-purchase"
          >
            {busy && <span className="spinner-border spinner-border-sm" aria-hidden="true" />}
            <span>{t(busy ? 'repeatOrder.buying' : 'repeatOrder.confirm')}</span>
          </button>
        </>
      }
    >
      {quote && (
        <>
          <dl className="mb-3">
            <dt className="small text-body-secondary fw-normal">{t('repeatOrder.package')}</dt>
            <dd>{pack ? t(`packages.tier.${pack.code}`) : ''}</dd>
            <dt className="small text-body-secondary fw-normal">{t('repeatOrder.methodLabel')}</dt>
            <dd data-testid="confirm-method">{methodLabel}</dd>
          </dl>
          <QuoteLines quote={quote} />
          <p className="small text-body-secondary mt-3 mb-0">{t('repeatOrder.confirmNote')}</p>
        </>
      )}
      {buyError && (
        <div className="mt-3">
          <BuyError code={buyError} resetsAt={buyResetsAt} />
        </div>
      )}
    </Modal>
  );
}
