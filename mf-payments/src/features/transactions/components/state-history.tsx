import { useTranslation } from '@app/shared/i18n/react';
import { formatDate } from '@app/shared/i18n/format';
import type { Transition } from '../api/get-transaction';

/** The order's states in the order they came, each with its date and time. */
export function StateHistory({ transitions }: { transitions: Transition[] }) {
  const { t, i18n } = useTranslation('payments');
  const language = i18n.language ?? 'en';
  return (
    <section aria-labelledby="history-title">
      <h2 id="history-title" className="h5">
        {t('transactions.receipt.history')}
      </h2>
      <ol className="list-group list-group-numbered">
        {transitions.map((transition) => (
          <li
            key={`${transition.to}-${transition.at}`}
            className="list-group-item d-flex justify-content-between gap-2"
          >
            <span className="ms-2 me-auto">{t(`transactions.state.${transition.to}`)}</span>
            <time dateTime={transition.at} className="small text-body-secondary text-nowrap">
              {formatDate(new Date(transition.at), language, { dateStyle: 'medium', timeStyle: 'medium' })}
            </time>
          </li>
        ))}
      </ol>
    </section>
  );
}
