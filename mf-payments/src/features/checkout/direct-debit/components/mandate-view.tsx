import { useState } from 'react';
import { useStore } from '@nanostores/react';
import { useTranslation } from '@app/shared/i18n/react';
import { Link } from '@app/shared/router';
import { formatDate } from '@app/shared/i18n/format';
import { formatIbanForDisplay } from '@app/shared/contract/iban-display';
import type { Mandate } from '@app/shared/contract/direct-debit-api';
import { ConfirmModal } from '@app/shared/ui/confirm-modal';
import type { DirectDebit } from '../direct-debit-store';
import { MandateText } from './mandate-text';
import { StepMessage } from './step-message';
import * as css from './direct-debit.module.css';

/** rspack's CSS modules export each class by its name. */
const styles = css as unknown as Readonly<Record<string, string>>;

export interface MandateViewProps {
  directDebit: DirectDebit;
  mandate: Mandate;
  /** A checked path back to the checkout (`?return=`), shown as "Continue to payment". */
  returnPath: string | null;
}

/** The active mandate as a document (who, which account, to whom, when, the signed text), revocable. */
export function MandateView({ directDebit, mandate, returnPath }: MandateViewProps) {
  const { t, i18n } = useTranslation('payments');
  const { busy, message } = useStore(directDebit.$page);
  const [asking, setAsking] = useState(false);
  const { creditor } = mandate;
  const rows: Array<[string, string, string?]> = [
    ['account_holder', mandate.account_holder],
    ['iban', formatIbanForDisplay(mandate.iban), styles.iban],
    ['address', `${mandate.street} ${mandate.house_number}, ${mandate.zip} ${mandate.city}`],
    ['phone', mandate.phone_display],
    ['reference', mandate.reference],
    ['creditor', creditor.name],
    ['creditorId', creditor.creditor_id],
    ['creditorAddress', creditor.address],
    ['signedAt', formatDate(new Date(mandate.signed_at), i18n.language ?? 'en', { dateStyle: 'long' })],
  ];
  return (
    <article className="card mb-4" aria-labelledby="direct-debit-mandate" data-testid="mandate">
      <div className="card-body">
        <h2 id="direct-debit-mandate" className="h5 card-title">
          {t('directDebit.mandate.title')}
        </h2>
        {returnPath && (
          <Link to={returnPath} className="btn btn-primary btn-lg w-100 my-3">
            {t('directDebit.mandate.continue')}
          </Link>
        )}
        <dl className={`row mb-3 ${styles.document}`}>
          {rows.map(([key, value, className]) => (
            <div key={key} className="col-12 d-sm-flex gap-3">
              <dt className="col-sm-4 flex-shrink-0">{t(`directDebit.mandate.${key}`)}</dt>
              <dd className={`col-sm-8 ${className ?? ''}`} data-testid={`mandate-${key}`}>
                {value}
              </dd>
            </div>
          ))}
        </dl>
        <MandateText title={t('directDebit.mandate.text')} text={mandate.text} />
        <StepMessage message={message} />
        <button
          type="button"
          className="btn btn-outline-danger"
          disabled={busy !== null}
          aria-busy={busy === 'revoking'}
          onClick={() => setAsking(true)}
        >
          {busy === 'revoking' ? t('directDebit.mandate.revoking') : t('directDebit.mandate.revoke')}
        </button>
      </div>
      <ConfirmModal
        open={asking}
        title={t('directDebit.mandate.revokeTitle')}
        confirmLabel={t('directDebit.mandate.revoke')}
        cancelLabel={t('directDebit.mandate.keep')}
        onClose={() => setAsking(false)}
        onConfirm={() => {
          setAsking(false);
          void directDebit.revoke();
        }}
      >
        <p className="mb-0">{t('directDebit.mandate.revokeText')}</p>
      </ConfirmModal>
    </article>
  );
}
