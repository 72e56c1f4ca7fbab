import { useEffect, useState } from 'react';
import { useTranslation } from '@app/shared/i18n/react';
import { errorMessageKey } from '@app/shared/api';
import type { SpendingLimit } from '@app/shared/contract/spending-limit';
import { LoadState } from '@app/shared/ui/load-state';
import { getSpendingLimit } from './api/get-spending-limit';
import { LimitForm } from './components/limit-form';
import { addressedToSpending } from './spending-anchor';
import { useSpendingTexts } from './spending-texts';

type Reading = { status: 'loading' } | { status: 'error'; error: string } | { status: 'ready'; limit: SpendingLimit };

export interface SpendingSectionProps {
  /** The checkout's currency, for a member the server knows no currency of yet. */
  fallbackCurrency: string | null;
}

/**
 * The spending safety of /credits (ADR 0027): the member's own monthly limit, what this month's
 * purchases used of it, a raise waiting for its time, and "Ask me before each paid message". Opened
 * by its address (`/credits#spending`, the checkout's refusal links here) it scrolls itself into view
 * and takes the focus once it is there.
 */
export function SpendingSection({ fallbackCurrency }: SpendingSectionProps) {
  const { t } = useTranslation('payments');
  const textsReady = useSpendingTexts();
  const [attempt, setAttempt] = useState(0);
  const [reading, setReading] = useState<Reading>({ status: 'loading' });

  useEffect(() => {
    let current = true;
    getSpendingLimit().then(
      (limit) => current && setReading({ status: 'ready', limit }),
      (error: unknown) => current && setReading({ status: 'error', error: errorMessageKey(error) }),
    );
    return () => {
      current = false;
    };
  }, [attempt]);

  const shown = textsReady && reading.status === 'ready';
  useEffect(() => {
    if (!shown || !addressedToSpending()) return;
    const title = document.getElementById('spending-title');
    title?.scrollIntoView?.({ block: 'start' });
    title?.focus({ preventScroll: true });
  }, [shown]);

  if (reading.status === 'error') {
    return (
      <LoadState
        error={reading.error}
        onRetry={() => {
          setReading({ status: 'loading' });
          setAttempt(attempt + 1);
        }}
      />
    );
  }
  if (!textsReady || reading.status === 'loading') return <LoadState />;
  const currency = reading.limit.currency ?? fallbackCurrency;
  return (
    <section className="card" aria-labelledby="spending-title" data-testid="spending-section">
      <div className="card-body">
        <h2 id="spending-title" className="h5 card-title" tabIndex={-1} style={{ scrollMarginTop: '5rem' }}>
          {t('spending.title')}
        </h2>
        <p className="text-body-secondary">{t('spending.intro')}</p>
        {currency ? (
          <LimitForm
            limit={reading.limit}
            currency={currency}
            onSaved={(limit) => setReading({ status: 'ready', limit })}
          />
        ) : (
          <LoadState error="errors.unavailable" />
        )}
      </div>
    </section>
  );
}
