import { useTranslation } from '@app/shared/i18n/react';
import { formatDate } from '@app/shared/i18n/format';
import type { DirectDebitLimit } from '@app/shared/contract/direct-debit-api';
import { useMoney } from '../../../../common/use-money';

/** What the rolling limit still allows: "used X of Y in 30 days", and when more becomes free. */
export function LimitUsage({ limit }: { limit: DirectDebitLimit }) {
  const { t, i18n } = useTranslation('payments');
  const money = useMoney();
  const percent = Math.min(100, Math.round((limit.used / limit.amount) * 100));
  const text = t('directDebit.limit.used', {
    used: money(limit.used, limit.currency),
    limit: money(limit.amount, limit.currency),
    days: limit.window_days,
  });
  return (
    <section className="mb-4" aria-labelledby="direct-debit-limit" data-testid="direct-debit-limit">
      <h2 id="direct-debit-limit" className="h6">
        {t('directDebit.limit.title')}
      </h2>
      <p className="mb-1">{text}</p>
      <div
        className="progress"
        role="progressbar"
        aria-label={text}
        aria-valuenow={percent}
        aria-valuemin={0}
        aria-valuemax={100}
      >
        <div className="progress-bar" style={{ width: `${percent}%` }} />
      </div>
      {limit.frees_at && limit.used > 0 && (
        <p className="small text-body-secondary mt-1 mb-0">
          {t('directDebit.limit.freesAt', {
            date: formatDate(new Date(limit.frees_at), i18n.language ?? 'en', { dateStyle: 'long' }),
          })}
        </p>
      )}
    </section>
  );
}
