import { useStore } from '@nanostores/react';
import { useTranslation } from '@app/shared/i18n/react';
import { Link } from '@app/shared/router';
import { countryName } from '@app/shared/i18n/country-names';
import { $paymentCountry, setPaymentCountry } from '@app/shared/stores/payment-country';
import { $settings } from '@app/shared/stores/settings';
import { openSignupModal } from '@app/shared/stores/signup-modal';
import { $user } from '@app/shared/stores/user';
import { LoadState } from '@app/shared/ui/load-state';
import { CountrySelect } from '../../common/packages/components/country-select';
import { usePriceList } from '../../common/packages/use-price-list';
import { MethodList } from '../../common/payment-methods/components/method-list';
import { PaymentsPage } from '../../common/payments-page';
import { usePercent } from '../../common/use-money';
import { Costs } from './components/costs';
import { PackageTable } from './components/package-table';

/**
 * /pricing (public): the price list of the visitor's country: packages, what a message, a photo and
 * a gift cost, the payment methods, VAT included, and the withdrawal period.
 */
export function PricingPage() {
  const { t, i18n } = useTranslation('payments');
  const user = useStore($user);
  const settings = useStore($settings);
  const country = useStore($paymentCountry);
  const { list, status, error, reload } = usePriceList(country);
  const percent = usePercent();
  const shown = list?.country ?? country;
  return (
    <PaymentsPage
      screen="pricing"
      title={t('screens.pricing')}
      intro={shown ? t('pricing.intro', { country: countryName(shown, i18n.language ?? 'en') }) : null}
    >
      {!list && <LoadState error={error} onRetry={reload} />}
      {list && (
        <>
          <CountrySelect
            countries={list.countries}
            value={list.country}
            disabled={status === 'loading'}
            onChange={setPaymentCountry}
          />
          <div className="row g-4">
            <section className="col-lg-7" aria-labelledby="packages-title">
              <h2 id="packages-title" className="h5">
                {t('pricing.packagesTitle')}
              </h2>
              <PackageTable packages={list.packages} />
              <p className="small text-body-secondary mt-2">
                {t('pricing.vat', { rate: percent(list.vat_percentage) })}
              </p>
            </section>
            <div className="col-lg-5 d-grid gap-4 align-content-start">
              <Costs country={list.country} />
              <section aria-labelledby="methods-title">
                <h2 id="methods-title" className="h5">
                  {t('pricing.methodsTitle')}
                </h2>
                <MethodList methods={list.payment_methods} />
              </section>
              <section aria-labelledby="withdraw-title">
                <h2 id="withdraw-title" className="h5">
                  {t('pricing.withdrawTitle')}
                </h2>
                {settings && <p className="mb-1">{t('pricing.withdraw', { count: settings.refund_days })}</p>}
                <Link to="/pages/return-policy">{t('pricing.returnPolicy')}</Link>
              </section>
            </div>
          </div>
          <div className="mt-4">
            {user ? (
              <Link to="/credits" className="btn btn-primary btn-lg">
                {t('pricing.buy')}
              </Link>
            ) : (
              <button
                type="button"
                className="btn btn-primary btn-lg"
                onClick={() => openSignupModal({ returnTo: '/credits' })}
              >
                {t('pricing.signup')}
              </button>
            )}
          </div>
        </>
      )}
    </PaymentsPage>
  );
}
