import { useTranslation } from '@app/shared/i18n/react';
import { PackagePicker } from '../../common/packages/components/package-picker';
import { SpendingSlot } from '../../common/spending/spending-slot';
import { PaymentsPage } from '../../common/payments-page';
import { CheckoutLayout } from './components/checkout-layout';
import { useCheckout } from './use-checkout';

/**
 * /credits: buy credits. The packages, methods and currency of the payment country, a discount code
 * (`?code=` applies one), the running offers, the server's final price and "Pay now"; `?return=`
 * leads back after the payment (the chat whose message needed credits). Below the checkout, once
 * the price list has answered, the member's own spending safety (`#spending`, loaded when near).
 */
export function CreditsPage() {
  const { t } = useTranslation('payments');
  const { checkout, state, priceList } = useCheckout();
  const packages = priceList.list?.packages ?? [];
  return (
    <PaymentsPage screen="credits" title={t('screens.credits')} intro={t('checkout.intro')}>
      <CheckoutLayout
        checkout={checkout}
        state={state}
        priceList={priceList}
        packages={
          packages.length > 0 ? (
            <PackagePicker packages={packages} selected={state.selection.packageId} onSelect={checkout.selectPackage} />
          ) : (
            <p className="alert alert-warning">{t('packages.empty')}</p>
          )
        }
      />
      {(priceList.list || priceList.status === 'error') && (
        <SpendingSlot fallbackCurrency={priceList.list?.currency ?? null} />
      )}
    </PaymentsPage>
  );
}
