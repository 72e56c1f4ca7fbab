import { useEffect, useMemo } from 'react';
import { useStore } from '@nanostores/react';
import { useTranslation } from '@app/shared/i18n/react';
import { Link, useLocation } from '@app/shared/router';
import { $paymentCountry } from '@app/shared/stores/payment-country';
import { $settings } from '@app/shared/stores/settings';
import { LoadState } from '@app/shared/ui/load-state';
import { PaymentsPage } from '../../../common/payments-page';
import { checkedReturnPath, returnParamOf } from '../../../common/return-path';
import { CodeStep } from './components/code-step';
import { LimitUsage } from './components/limit-usage';
import { MandateForm } from './components/mandate-form';
import { MandateView } from './components/mandate-view';
import { directDebitQuery } from './direct-debit-query';
import { createDirectDebit, type DirectDebit } from './direct-debit-store';
import { useDirectDebitTexts } from './direct-debit-texts';

/**
 * /directdebit: the member's SEPA direct debit mandate (ADR 0026). Blocked members are sent to another
 * method; a signed mandate is shown with its limit and can be revoked; otherwise the form, the SMS code
 * and the signature. With `?return=` (the checkout that needed the mandate) it leads back there.
 */
export function DirectDebitPage() {
  const { t } = useTranslation('payments');
  const textsReady = useDirectDebitTexts();
  const { search } = useLocation();
  const returnPath = checkedReturnPath(returnParamOf(search));
  const settings = useStore($settings);
  const paymentCountry = useStore($paymentCountry);
  const { country } = directDebitQuery(settings, paymentCountry);
  const directDebit = useMemo(() => createDirectDebit(country ? { country } : {}), [country]);
  const page = useStore(directDebit.$page);
  useEffect(() => void directDebit.load(), [directDebit]);

  // Until its texts are here the page is its title and one spinner: the introduction then arrives with
  // the form's row instead of pushing a spinner down (issue 14: no layout shift).
  if (!textsReady)
    return (
      <PaymentsPage screen="directdebit" title={t('screens.directdebit')}>
        <LoadState />
      </PaymentsPage>
    );
  let body;
  if (page.status === 'loading' || !page.standing) {
    body = <LoadState error={page.loadError} onRetry={() => void directDebit.load()} />;
  } else {
    body = <Standing directDebit={directDebit} returnPath={returnPath} />;
  }
  return (
    <PaymentsPage screen="directdebit" title={t('screens.directdebit')} intro={t('directDebit.intro')}>
      <div className="row">
        <div className="col-md-10 col-lg-8 col-xl-7">{body}</div>
      </div>
    </PaymentsPage>
  );
}

/** What the standing allows: the block, the mandate, or signing one. */
function Standing({ directDebit, returnPath }: { directDebit: DirectDebit; returnPath: string | null }) {
  const { t } = useTranslation('payments');
  const { standing, step, notice } = useStore(directDebit.$page);
  if (!standing) return null;
  const revoked = notice === 'revoked' && (
    <p role="status" className="alert alert-success py-2">
      {t('directDebit.mandate.revoked')}
    </p>
  );
  if (standing.blocked) {
    return (
      <>
        <div className="alert alert-danger" role="alert" data-testid="direct-debit-blocked">
          <p>{t('directDebit.errors.direct_debit_blocked')}</p>
          <Link to="/credits" className="btn btn-primary">
            {t('directDebit.blocked.choose')}
          </Link>
        </div>
        {revoked}
        {standing.mandate && <MandateView directDebit={directDebit} mandate={standing.mandate} returnPath={null} />}
      </>
    );
  }
  if (standing.mandate) {
    return (
      <>
        <MandateView directDebit={directDebit} mandate={standing.mandate} returnPath={returnPath} />
        <LimitUsage limit={standing.limit} />
      </>
    );
  }
  return (
    <>
      {revoked}
      {step === 'code' ? (
        <CodeStep directDebit={directDebit} />
      ) : (
        <MandateForm directDebit={directDebit} country={standing.country} />
      )}
    </>
  );
}
