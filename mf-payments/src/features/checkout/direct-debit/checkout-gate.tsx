import { useEffect, useState, type ReactNode } from 'react';
import { useStore } from '@nanostores/react';
import { useTranslation } from '@app/shared/i18n/react';
import { Link } from '@app/shared/router';
import type { DirectDebitState } from '@app/shared/contract/direct-debit-api';
import { $settings } from '@app/shared/stores/settings';
import { LoadState } from '@app/shared/ui/load-state';
import { withReturn } from '../../../common/return-path';
import { getDirectDebit } from './api/get-direct-debit';
import { directDebitErrorKey } from './direct-debit-errors';
import { directDebitQuery } from './direct-debit-query';
import { useDirectDebitTexts } from './direct-debit-texts';

export interface DirectDebitGateProps {
  packageId: number | null;
  /** The checkout's payment country. */
  country: string | null;
  /** The checkout's last refusal: a missing mandate or a block reads the standing again. */
  payError: string | null;
  /** "Pay now", shown when a mandate can be debited. */
  children: ReactNode;
}

type Answer = { status: 'ready'; state: DirectDebitState } | { status: 'error'; error: string };

const BLOCKED = 'payments:directDebit.errors.direct_debit_blocked';
const REREAD = new Set([BLOCKED, 'payments:directDebit.errors.direct_debit_mandate_required']);

/**
 * The pay button of a direct debit checkout (loaded only when the method is chosen): without an
 * active mandate it leads to /directdebit to sign one, and back; a blocked member cannot pay this way;
 * with a mandate "Pay now" pays under it.
 */
export function DirectDebitGate({ packageId, country, payError, children }: DirectDebitGateProps) {
  const { t } = useTranslation('payments');
  const textsReady = useDirectDebitTexts();
  const settings = useStore($settings);
  const queryCountry = directDebitQuery(settings, country).country;
  const [attempt, setAttempt] = useState(0);
  const reread = payError && REREAD.has(payError) ? payError : null;
  // The answer of the current request (country, refusal, retry); an older one counts as still loading.
  const request = `${queryCountry ?? ''}|${reread ?? ''}|${attempt}`;
  const [answer, setAnswer] = useState<{ request: string; answer: Answer } | null>(null);
  const standing = answer?.request === request ? answer.answer : { status: 'loading' as const };

  useEffect(() => {
    let current = true;
    getDirectDebit(queryCountry ? { country: queryCountry } : {}).then(
      (state) => current && setAnswer({ request, answer: { status: 'ready', state } }),
      (error: unknown) =>
        current && setAnswer({ request, answer: { status: 'error', error: directDebitErrorKey(error) } }),
    );
    return () => {
      current = false;
    };
  }, [queryCountry, request]);

  if (standing.status === 'error') return <LoadState error={standing.error} onRetry={() => setAttempt(attempt + 1)} />;
  if (!textsReady || standing.status === 'loading') return <LoadState />;
  const { state } = standing;
  if (state.blocked) {
    return payError === BLOCKED ? null : (
      <p role="alert" className="alert alert-danger py-2" data-testid="direct-debit-blocked">
        {t('directDebit.errors.direct_debit_blocked')}
      </p>
    );
  }
  const back = packageId ? `/credits/${packageId}/directdebit` : null;
  if (!state.mandate) {
    return (
      <div data-testid="direct-debit-setup">
        <p className="small">{t('directDebit.checkout.setUpNote')}</p>
        <Link to={withReturn('/directdebit', back)} className="btn btn-primary btn-lg w-100">
          {t('directDebit.checkout.setUp')}
        </Link>
      </div>
    );
  }
  return (
    <>
      {children}
      <p className="small text-body-secondary mt-2 mb-0">
        {t('directDebit.checkout.mandate', { reference: state.mandate.reference })}{' '}
        <Link to={withReturn('/directdebit', back)}>{t('directDebit.checkout.viewMandate')}</Link>
      </p>
    </>
  );
}
