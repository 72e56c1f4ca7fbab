import { Fragment, Suspense, type ReactNode } from 'react';
import { useStore } from '@nanostores/react';
import { useTranslation } from '@app/shared/i18n/react';
import { Link } from '@app/shared/router';
import { LoadState } from '@app/shared/ui/load-state';
import { $companyInfo } from '@app/shared/stores/company-info';
import { withdrawalDays } from '@app/shared/contract/withdrawal-constants';
import { LazyWithdrawalOffer } from '../withdrawal/lazy-withdrawal';
import type { Withdrawal } from '../withdrawal/withdrawal-store';
import type { TransactionDetail } from '../api/get-transaction';
import { useOrderFormat } from '../use-order-format';
import { useMoney, usePercent } from '../../../common/use-money';
import { StateBadge } from './state-badge';
import { StateHistory } from './state-history';

/**
 * One order's receipt: number, date, package, credits, price, discount, amount with the VAT in it,
 * method and state; its state history; and the withdrawal: the period, and (given `withdrawal`) the
 * "Withdraw from contract here" button or why the order cannot be withdrawn from.
 */
export function Receipt({ detail, withdrawal = null }: { detail: TransactionDetail; withdrawal?: Withdrawal | null }) {
  const { t } = useTranslation('payments');
  const money = useMoney();
  const percent = usePercent();
  const company = useStore($companyInfo);
  const { order, transitions, refund_days } = detail;
  const row = useOrderFormat()(order, true);
  // A receipt and the right to withdraw belong to a paid order; any other order shows its details.
  const paid = order.state === 'completed';
  const lines: Array<[string, ReactNode]> = [
    [t('transactions.receipt.number'), order.number],
    [t('transactions.receipt.date'), row.date],
    [t('transactions.receipt.package'), `${row.package} · ${row.credits}`],
    [t('transactions.receipt.price'), money(order.price, order.currency)],
  ];
  if (order.discount_amount > 0) {
    lines.push([
      t('transactions.receipt.discount', { code: order.discount_code ?? '' }),
      `−${money(order.discount_amount, order.currency)}`,
    ]);
  }
  lines.push(
    [t('transactions.receipt.amount'), <strong key="amount">{row.amount}</strong>],
    [t('transactions.receipt.vat', { rate: percent(order.vat_percentage) }), money(order.vat_amount, order.currency)],
    [t('transactions.receipt.method'), row.method],
    [t('transactions.receipt.state'), <StateBadge key="state" state={order.state} />],
  );
  if (company) {
    lines.push([t('transactions.receipt.seller'), `${company.name}, ${company.address}, ${company.city}`]);
    if (company.vat_numbers.length > 0)
      lines.push([t('transactions.receipt.vatNumber'), company.vat_numbers.join(', ')]);
  }
  return (
    <div className="row g-4">
      <section className="col-lg-7" aria-labelledby="receipt-title">
        <div className="card">
          <div className="card-body">
            <h2 id="receipt-title" className="h5">
              {t(paid ? 'transactions.receipt.title' : 'transactions.receipt.detailsTitle')}
            </h2>
            <dl className="row mb-0">
              {lines.map(([label, value]) => (
                <Fragment key={label}>
                  <dt className="col-sm-5 fw-normal text-body-secondary">{label}</dt>
                  <dd className="col-sm-7">{value}</dd>
                </Fragment>
              ))}
            </dl>
          </div>
        </div>
      </section>
      <div className="col-lg-5">
        <StateHistory transitions={transitions} />
        {(paid || withdrawal) && (
          <section className="mt-4" aria-labelledby="withdraw-title">
            <h2 id="withdraw-title" className="h5">
              {t('transactions.receipt.withdrawTitle')}
            </h2>
            <p>{t('transactions.receipt.withdraw', { count: withdrawalDays(refund_days) })}</p>
            {withdrawal && (
              <Suspense fallback={<LoadState />}>
                <LazyWithdrawalOffer withdrawal={withdrawal} orderId={order.id} />
              </Suspense>
            )}
            <Link to="/pages/return-policy">{t('transactions.receipt.returnPolicy')}</Link>
          </section>
        )}
      </div>
    </div>
  );
}
