import { useEffect } from 'react';
import { useTranslation } from '@app/shared/i18n/react';
import { Link, useLocation, useNavigate } from '@app/shared/router';
import type { PaymentMethodId } from '@app/shared/contract';
import { PackageFacts } from '../../common/packages/components/package-facts';
import { PaymentsPage } from '../../common/payments-page';
import { CheckoutLayout } from './components/checkout-layout';
import { useCheckout } from './use-checkout';

/** The address of a checkout: /credits/{id}/{method}, keeping `?return=` and `?code=`. */
function checkoutPath(packageId: number, method: PaymentMethodId | null, search: string): string {
  return `/credits/${packageId}${method ? `/${method}` : ''}${search}`;
}

/**
 * /credits/{id}/{method?}: the checkout of one package. The method is chosen here when the address
 * has none (and then written into it); a change of payment country moves to the same tier there.
 */
export function CheckoutView({ packageId, method }: { packageId: number; method: PaymentMethodId | null }) {
  const { t } = useTranslation('payments');
  const { search } = useLocation();
  const navigate = useNavigate();
  const { checkout, state, priceList } = useCheckout(packageId, method);
  const selected = priceList.list?.packages.find((pack) => pack.id === state.selection.packageId) ?? null;
  const { packageId: selectedId, method: selectedMethod } = state.selection;

  useEffect(() => {
    if (selectedId && (selectedId !== packageId || selectedMethod !== method)) {
      void navigate(checkoutPath(selectedId, selectedMethod, search), { replace: true });
    }
  }, [selectedId, selectedMethod, packageId, method, search, navigate]);

  const others = `/credits${search}`;
  return (
    <PaymentsPage
      screen="credits-id-paymentmethod"
      title={t('screens.credits-id-paymentmethod')}
      aside={
        <Link to={others} className="small">
          {t('checkout.changePackage')}
        </Link>
      }
    >
      <CheckoutLayout
        checkout={checkout}
        state={state}
        priceList={priceList}
        onMethod={checkout.selectMethod}
        packages={
          state.packageMissing ? (
            <div className="alert alert-warning">
              <p className="mb-2">{t('checkout.packageMissing')}</p>
              <Link to={others} className="btn btn-outline-primary btn-sm">
                {t('checkout.changePackage')}
              </Link>
            </div>
          ) : (
            selected && (
              <section className="card mb-4" aria-labelledby="chosen-package">
                <div className="card-body">
                  <h2 id="chosen-package" className="h5">
                    {t('checkout.yourPackage')}
                  </h2>
                  <PackageFacts pack={selected} />
                </div>
              </section>
            )
          )
        }
      />
    </PaymentsPage>
  );
}
