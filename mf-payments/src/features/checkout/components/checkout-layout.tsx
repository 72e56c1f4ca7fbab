import type { ReactNode } from 'react';
import { useTranslation } from '@app/shared/i18n/react';
import type { PaymentMethodId } from '@app/shared/contract';
import { LoadState } from '@app/shared/ui/load-state';
import { Offers } from '../discount-code/components/offers';
import { CountrySelect } from '../../../common/packages/components/country-select';
import { MethodPicker } from '../../../common/payment-methods/components/method-picker';
import { useMethodName } from '../../../common/payment-methods/method-name';
import type { UseCheckout } from '../use-checkout';
import { OrderSummary } from './order-summary';
import * as css from './checkout.module.css';

/** rspack's CSS modules export each class by its name. */
const styles = css as unknown as Readonly<Record<string, string>>;

export interface CheckoutLayoutProps extends Pick<UseCheckout, 'checkout' | 'state' | 'priceList'> {
  /** The package part: a picker (/credits) or the one package of /credits/{id}. */
  packages: ReactNode;
  onMethod?: (method: PaymentMethodId) => void;
}

/**
 * A checkout: the running offers, the payment country, the package part, the methods of the country,
 * and beside them (from 992 px; below them on phones) the order with its price and "Pay now".
 */
export function CheckoutLayout({ checkout, state, priceList, packages, onMethod }: CheckoutLayoutProps) {
  const { t } = useTranslation('payments');
  const nameOf = useMethodName();
  const list = priceList.list;
  const chosen = list?.payment_methods.find((method) => method.id === state.selection.method) ?? null;

  if (!list) {
    return priceList.status === 'error' ? (
      <LoadState error={priceList.error} onRetry={() => void checkout.start(state.selection.country)} />
    ) : (
      <LoadState />
    );
  }
  return (
    <>
      <Offers applied={state.selection.code} onApply={(code) => void checkout.applyCode(code)} />
      <div className="row g-4">
        <div className="col-lg-7 col-xl-8">
          <CountrySelect
            countries={list.countries}
            value={list.country}
            disabled={priceList.status === 'loading'}
            onChange={(country) => void checkout.setCountry(country)}
          />
          {priceList.status === 'error' && <LoadState error={priceList.error} />}
          {packages}
          {list.payment_methods.length > 0 ? (
            <MethodPicker
              methods={list.payment_methods}
              selected={state.selection.method}
              onSelect={(method) => (onMethod ? onMethod(method) : checkout.selectMethod(method))}
            />
          ) : (
            <p className="alert alert-warning">{t('methods.none')}</p>
          )}
        </div>
        <div className="col-lg-5 col-xl-4">
          <div className={styles.aside}>
            <OrderSummary
              checkout={checkout}
              state={state}
              methodName={chosen ? nameOf(chosen.id, chosen.name) : null}
            />
          </div>
        </div>
      </div>
    </>
  );
}
