import { useTranslation } from '@app/shared/i18n/react';
import type { Package } from '@app/shared/contract';
import { useMoney } from '../../../common/use-money';

/** The packages as a price table: tier and credits, price, price per credit, saving against p0. */
export function PackageTable({ packages }: { packages: Package[] }) {
  const { t } = useTranslation('payments');
  const money = useMoney();
  return (
    <div className="table-responsive">
      <table className="table align-middle mb-0">
        <caption className="visually-hidden">{t('pricing.packagesTitle')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('pricing.columns.package')}</th>
            <th scope="col" className="text-end">
              {t('pricing.columns.price')}
            </th>
            <th scope="col" className="text-end">
              {t('pricing.columns.perCredit')}
            </th>
            <th scope="col" className="text-end d-none d-sm-table-cell">
              {t('pricing.columns.saving')}
            </th>
          </tr>
        </thead>
        <tbody>
          {packages.map((pack) => (
            <tr key={pack.id}>
              <th scope="row" className="fw-normal">
                <span className="d-block fw-semibold">{t('packages.credits', { count: pack.credits })}</span>
                <span className="small text-body-secondary">
                  {t(`packages.tier.${pack.code}`)}
                  {pack.recommended && ` · ${t('packages.recommended')}`}
                </span>
              </th>
              <td className="text-end text-nowrap fw-semibold">{money(pack.price, pack.currency)}</td>
              <td className="text-end text-nowrap">
                {money(pack.price_per_credit, pack.currency)}
                {pack.saving_percentage > 0 && (
                  <span className="d-block d-sm-none small text-body-secondary">
                    {t('packages.saving', { percentage: pack.saving_percentage })}
                  </span>
                )}
              </td>
              <td className="text-end d-none d-sm-table-cell">
                {pack.saving_percentage > 0 ? t('packages.saving', { percentage: pack.saving_percentage }) : '–'}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
