import { useTranslation } from '@app/shared/i18n/react';
import { Link } from '@app/shared/router';
import type { Order } from '@app/shared/contract';
import { useOrderFormat } from '../use-order-format';
import { StateBadge } from './state-badge';

/**
 * Every order: a table from 768 px, stacked cards on phones (the same data, one of the two shown).
 * Each order links to its details and receipt.
 */
export function OrderList({ orders }: { orders: Order[] }) {
  const { t } = useTranslation('payments');
  const format = useOrderFormat();
  return (
    <>
      <div className="d-none d-md-block table-responsive">
        <table className="table align-middle">
          <caption className="visually-hidden">{t('transactions.caption')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('transactions.columns.date')}</th>
              <th scope="col">{t('transactions.columns.package')}</th>
              <th scope="col" className="text-end">
                {t('transactions.columns.credits')}
              </th>
              <th scope="col" className="text-end">
                {t('transactions.columns.amount')}
              </th>
              <th scope="col">{t('transactions.columns.method')}</th>
              <th scope="col">{t('transactions.columns.state')}</th>
              <th scope="col">
                <span className="visually-hidden">{t('transactions.columns.details')}</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {orders.map((order) => {
              const row = format(order);
              return (
                <tr key={order.id}>
                  <td className="text-nowrap">{row.date}</td>
                  <td>{row.package}</td>
                  <td className="text-end text-nowrap">{row.credits}</td>
                  <td className="text-end text-nowrap">{row.amount}</td>
                  <td>{row.method}</td>
                  <td>
                    <StateBadge state={order.state} />
                  </td>
                  <td className="text-end">
                    <Link
                      to={`/transactions/${order.id}`}
                      aria-label={t('transactions.detailsOf', { number: order.number })}
                    >
                      {t('transactions.details')}
                    </Link>
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
      <ul className="list-unstyled d-md-none d-grid gap-2">
        {orders.map((order) => {
          const row = format(order);
          return (
            <li key={order.id} className="card">
              <Link to={`/transactions/${order.id}`} className="card-body text-reset text-decoration-none">
                <span className="d-flex justify-content-between align-items-start gap-2">
                  <span className="fw-semibold">
                    {row.package} · {row.credits}
                  </span>
                  <StateBadge state={order.state} />
                </span>
                <span className="d-flex justify-content-between gap-2 mt-1 small text-body-secondary">
                  <span>
                    {row.date} · {row.method}
                  </span>
                  <span className="fw-semibold text-body text-nowrap">{row.amount}</span>
                </span>
              </Link>
            </li>
          );
        })}
      </ul>
    </>
  );
}
