import { useTranslation } from '@app/shared/i18n/react';
import type { PaymentQuote } from '@app/shared/contract';
import { useMoney, usePercent } from './use-money';

/**
 * The server's quote as the member pays it: the package's price, the discount, the total and the
 * VAT inside it. Nothing here is computed on the page.
 */
export function QuoteLines({ quote }: { quote: PaymentQuote }) {
  const { t } = useTranslation('payments');
  const money = useMoney();
  const percent = usePercent();
  return (
    <dl className="mb-0" data-testid="quote">
      <div className="d-flex justify-content-between gap-2">
        <dt className="fw-normal">{t('packages.credits', { count: quote.credits })}</dt>
        <dd className="mb-1 text-nowrap">{money(quote.price, quote.currency)}</dd>
      </div>
      {quote.discount_amount > 0 && (
        <div className="d-flex justify-content-between gap-2 text-success-emphasis">
          <dt className="fw-normal">
            {t('checkout.discount', { code: quote.discount_code ?? '', percentage: quote.discount_percentage })}
          </dt>
          <dd className="mb-1 text-nowrap">−{money(quote.discount_amount, quote.currency)}</dd>
        </div>
      )}
      <div className="d-flex justify-content-between gap-2 border-top pt-2 mt-1 fs-5 fw-bold">
        <dt>{t('checkout.total')}</dt>
        <dd className="mb-0 text-nowrap" data-testid="quote-amount">
          {money(quote.amount, quote.currency)}
        </dd>
      </div>
      <div className="small text-body-secondary text-end">
        <dt className="visually-hidden">{t('checkout.vatLabel')}</dt>
        <dd className="mb-0">
          {t('checkout.vat', { rate: percent(quote.vat_percentage), amount: money(quote.vat_amount, quote.currency) })}
        </dd>
      </div>
    </dl>
  );
}
