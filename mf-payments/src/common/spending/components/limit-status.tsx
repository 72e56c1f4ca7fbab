import { useTranslation } from '@app/shared/i18n/react';
import type { SpendingLimit } from '@app/shared/contract/spending-limit';
import { useMoney } from '../../use-money';
import { formatMoment, formatMonthStart } from '../month-dates';

/**
 * The sentence of a limit change that waits for its time: the new limit in its own currency (a change
 * of currency waits too), or none, and from when. `currency`: the limit's, for a server that names none.
 */
export function usePendingText(limit: SpendingLimit, currency: string): string | null {
  const { t, i18n } = useTranslation('payments');
  const money = useMoney();
  if (!limit.pending) return null;
  const time = formatMoment(limit.pending.effective_at, i18n.language ?? 'en');
  return limit.pending.amount === null
    ? t('spending.limit.pendingRemoval', { time })
    : t('spending.limit.pending', { amount: money(limit.pending.amount, limit.pending.currency ?? currency), time });
}

/**
 * What this calendar month's purchases used of the limit ("€30.00 of €50.00 bought this month …"),
 * with a bar; without a limit what was bought. `id` names the sentence for the field it describes.
 */
export function LimitUsage({ limit, currency, id }: { limit: SpendingLimit; currency: string; id: string }) {
  const { t, i18n } = useTranslation('payments');
  const money = useMoney();
  const date = formatMonthStart(limit.resets_at, i18n.language ?? 'en');
  if (limit.amount === null) {
    return (
      <p id={id} className="mb-3" data-testid="spending-used">
        {t('spending.limit.usedNoLimit', { used: money(limit.used, currency) })}
      </p>
    );
  }
  const text = t('spending.limit.used', {
    used: money(limit.used, currency),
    limit: money(limit.amount, currency),
    date,
  });
  const percent = Math.min(100, Math.round((limit.used / limit.amount) * 100));
  return (
    <div className="mb-3">
      <p id={id} className="mb-1" data-testid="spending-used">
        {text}
      </p>
      <div
        className="progress"
        role="progressbar"
        aria-label={text}
        aria-valuenow={percent}
        aria-valuemin={0}
        aria-valuemax={100}
      >
        <div className={`progress-bar ${percent >= 100 ? 'bg-danger' : ''}`} style={{ width: `${percent}%` }} />
      </div>
    </div>
  );
}
