import { lazy, Suspense } from 'react';
import { useTranslation } from '@app/shared/i18n/react';
import { Link, useLocation, useParams } from '@app/shared/router';
import { PAYMENT_METHOD_IDS, type PaymentMethodId } from '@app/shared/contract';
import { LoadState } from '@app/shared/ui/load-state';
import { PaymentsPage } from '../../common/payments-page';
import { CheckoutView } from './checkout-view';

/**
 * The result of an order (`?order=`) is shown only after the provider sent the member back: its code
 * loads then, off the checkout's own first visit (/credits stays within its first-load budget).
 */
const ResultView = lazy(() =>
  import(/* webpackChunkName: "payment-result" */ './result/result-view').then((module) => ({
    default: module.ResultView,
  })),
);

function positiveInt(value: string | null | undefined): number | null {
  const number = Number(value);
  return Number.isInteger(number) && number > 0 ? number : null;
}

function methodOf(value: string | undefined): PaymentMethodId | null {
  return (PAYMENT_METHOD_IDS as readonly string[]).includes(value ?? '') ? (value as PaymentMethodId) : null;
}

/**
 * /credits/{id}/{method?}: the checkout of one package, or, when the provider sent the member back
 * with `?order=`, the result of that order (read from the server, never from the address).
 */
export function CheckoutPage() {
  const { t } = useTranslation('payments');
  const { id, paymentmethod } = useParams();
  const { search } = useLocation();
  const packageId = positiveInt(id);
  const orderId = positiveInt(new URLSearchParams(search).get('order'));
  if (orderId) {
    return (
      <Suspense
        fallback={
          <PaymentsPage screen="credits-id-paymentmethod" title={t('screens.credits-id-paymentmethod')}>
            <LoadState />
          </PaymentsPage>
        }
      >
        <ResultView key={orderId} orderId={orderId} packageId={packageId} />
      </Suspense>
    );
  }
  if (!packageId) {
    return (
      <PaymentsPage screen="credits-id-paymentmethod" title={t('screens.credits-id-paymentmethod')}>
        <LoadState error="errors.package_unavailable" />
        <Link to="/credits" className="btn btn-primary">
          {t('checkout.changePackage')}
        </Link>
      </PaymentsPage>
    );
  }
  return <CheckoutView packageId={packageId} method={methodOf(paymentmethod)} />;
}
