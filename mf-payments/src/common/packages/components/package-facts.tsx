import { useTranslation } from '@app/shared/i18n/react';
import type { Package } from '@app/shared/contract';
import { useMoney } from '../../use-money';
import * as css from './packages.module.css';

/** rspack's CSS modules export each class by its name. */
const styles = css as unknown as Readonly<Record<string, string>>;

export interface PackageFactsProps {
  pack: Package;
  /** The tier's name as a heading (a card) or as text (inside a radio's label, where no heading may be). */
  titleAs?: 'h2' | 'h3' | 'span';
}

/**
 * What one package gives and costs: its credits, the total price (VAT included), the price of one
 * credit and the saving against p0; the recommended tier is marked. All figures are the server's.
 * Only phrasing elements, so it may sit inside a label.
 */
export function PackageFacts({ pack, titleAs: Title = 'span' }: PackageFactsProps) {
  const { t } = useTranslation('payments');
  const money = useMoney();
  return (
    <>
      <span className="d-flex flex-wrap align-items-center gap-2 mb-1 pe-4">
        <Title className="h6 d-block text-uppercase text-body-secondary mb-0">{t(`packages.tier.${pack.code}`)}</Title>
        {pack.recommended && <span className="badge text-bg-primary">{t('packages.recommended')}</span>}
      </span>
      <span className={`d-block ${styles.credits}`}>{t('packages.credits', { count: pack.credits })}</span>
      <span className="d-block fs-5 fw-semibold" data-testid="package-price">
        {money(pack.price, pack.currency)}
      </span>
      <span className="d-block small text-body-secondary">
        {t('packages.perCredit', { price: money(pack.price_per_credit, pack.currency) })}
      </span>
      {pack.saving_percentage > 0 && (
        <span className={`badge ${styles.saving} align-self-start mt-1`}>
          {t('packages.saving', { percentage: pack.saving_percentage })}
        </span>
      )}
    </>
  );
}
