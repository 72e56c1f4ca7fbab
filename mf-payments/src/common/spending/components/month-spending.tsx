import { useEffect, useState } from 'react';
import { useTranslation } from '@app/shared/i18n/react';
import { errorMessageKey } from '@app/shared/api';
import type { MonthSpending } from '@app/shared/contract/spending-limit';
import { LoadState } from '@app/shared/ui/load-state';
import { getMonthSpending } from '../api/get-month-spending';
import { formatMonth } from '../month-dates';
import { useSpendingTexts } from '../spending-texts';

type Reading = { status: 'loading' } | { status: 'error'; error: string } | { status: 'ready'; month: MonthSpending };

/**
 * "This month's spending" of /transactions (ADR 0027), from the ledger (GET /api/spending.php): how
 * many messages, photos and gifts the member paid for this calendar month and the credits each took,
 * and the credits bought this month. Its code and texts load with it (mount it lazily). `onSettled`
 * runs once it shows its figures or its error, so what follows it can wait and never be pushed down.
 */
export function MonthSpendingView({ onSettled }: { onSettled?: () => void }) {
  const { t, i18n } = useTranslation('payments');
  const textsReady = useSpendingTexts();
  const [attempt, setAttempt] = useState(0);
  const [reading, setReading] = useState<Reading>({ status: 'loading' });

  useEffect(() => {
    let current = true;
    getMonthSpending().then(
      (month) => current && setReading({ status: 'ready', month }),
      (error: unknown) => current && setReading({ status: 'error', error: errorMessageKey(error) }),
    );
    return () => {
      current = false;
    };
  }, [attempt]);

  const settled = textsReady && reading.status !== 'loading';
  useEffect(() => {
    if (settled) onSettled?.();
  }, [settled, onSettled]);

  if (reading.status === 'error') {
    const retry = () => {
      setReading({ status: 'loading' });
      setAttempt(attempt + 1);
    };
    return <LoadState error={reading.error} onRetry={retry} />;
  }
  if (!textsReady || reading.status === 'loading') return <LoadState />;
  const { month } = reading;
  const spent = month.kinds.reduce((sum, kind) => sum + kind.credits, 0);
  return (
    <section className="card mb-4" aria-labelledby="month-spending-title" data-testid="month-spending">
      <div className="card-body">
        <h2 id="month-spending-title" className="h5 card-title">
          {t('spending.month.title')}{' '}
          <span className="fw-normal text-body-secondary">({formatMonth(month.since, i18n.language ?? 'en')})</span>
        </h2>
        {spent === 0 ? (
          <p data-testid="month-nothing">{t('spending.month.nothing')}</p>
        ) : (
          <table className="table table-sm mb-3">
            <caption className="visually-hidden">{t('spending.month.title')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('spending.month.what')}</th>
                <th scope="col" className="text-end">
                  {t('spending.month.howMany')}
                </th>
                <th scope="col" className="text-end">
                  {t('spending.month.credits')}
                </th>
              </tr>
            </thead>
            <tbody>
              {month.kinds.map(({ kind, count, credits }) => (
                <tr key={kind} data-testid={`month-${kind}`}>
                  <th scope="row" className="fw-normal">
                    {t(`spending.month.kinds.${kind}`)}
                  </th>
                  <td className="text-end">{t(`spending.month.counts.${kind}`, { count })}</td>
                  <td className="text-end">{t('spending.month.creditCount', { count: credits })}</td>
                </tr>
              ))}
            </tbody>
            <tfoot>
              <tr>
                <th scope="row">{t('spending.month.total')}</th>
                <td colSpan={2} className="text-end fw-semibold">
                  {t('spending.month.creditCount', { count: spent })}
                </td>
              </tr>
            </tfoot>
          </table>
        )}
        <p className="mb-0" data-testid="month-bought">
          {t('spending.month.bought', { count: month.credits_bought })}
        </p>
      </div>
    </section>
  );
}
