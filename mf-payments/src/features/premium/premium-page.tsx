import { useStore } from '@nanostores/react';
import { useTranslation } from '@app/shared/i18n/react';
import { Link } from '@app/shared/router';
import { $paymentCountry } from '@app/shared/stores/payment-country';
import { $user } from '@app/shared/stores/user';
import { LoadState } from '@app/shared/ui/load-state';
import { usePriceList } from '../../common/packages/use-price-list';
import { FictionalDisclosure } from '../../common/fictional-disclosure';
import { PaymentsPage } from '../../common/payments-page';
import { usePercent } from '../../common/use-money';
import { Benefits } from './components/benefits';
import { TierCard } from './components/tier-card';

/**
 * /premium: what premium gives, the site's disclosure of fictional profiles, then the tiers p0-p3
 * of the payment country (credits, price, price per credit, saving, the recommended one marked).
 */
export function PremiumPage() {
  const { t } = useTranslation('payments');
  const user = useStore($user);
  const country = useStore($paymentCountry);
  const { list, error, reload } = usePriceList(country);
  const percent = usePercent();
  return (
    <PaymentsPage screen="premium" title={t('screens.premium')} intro={t('premium.intro')}>
      {user?.paid_user && <p className="alert alert-success">{t('premium.already')}</p>}
      <div className="row g-4 mb-4">
        <div className="col-lg-7">
          <Benefits />
        </div>
        <div className="col-lg-5">
          <FictionalDisclosure />
        </div>
      </div>
      <section aria-labelledby="tiers-title">
        <h2 id="tiers-title" className="h5">
          {t('premium.tiersTitle')}
        </h2>
        {!list && <LoadState error={error} onRetry={reload} />}
        {list && (
          <>
            <div className="row row-cols-2 row-cols-lg-4 g-2 g-md-3">
              {list.packages.map((pack) => (
                <div className="col" key={pack.id}>
                  <TierCard pack={pack} />
                </div>
              ))}
            </div>
            <p className="small text-body-secondary mt-3">
              {t('premium.oneTime')} {t('premium.vat', { rate: percent(list.vat_percentage) })}{' '}
              <Link to="/pricing">{t('premium.pricing')}</Link>
            </p>
          </>
        )}
      </section>
    </PaymentsPage>
  );
}
