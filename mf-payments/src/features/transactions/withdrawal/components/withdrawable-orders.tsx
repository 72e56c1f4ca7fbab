import { useEffect, useMemo } from 'react';
import { useStore } from '@nanostores/react';
import { useTranslation } from '@app/shared/i18n/react';
import { Link } from '@app/shared/router';
import { $settings } from '@app/shared/stores/settings';
import { LoadState } from '@app/shared/ui/load-state';
import { createOrderList } from '../../transactions-store';
import { useOrderFormat } from '../../use-order-format';
import { withdrawableOrders } from '../withdrawable';
import { useWhen } from './use-when';

/**
 * /withdrawal for a member: each purchase still within its withdrawal period, with its deadline and
 * "Withdraw from contract here", which opens the order's withdrawal form.
 */
export function WithdrawableOrders() {
  const { t } = useTranslation('payments');
  const settings = useStore($settings);
  const loader = useMemo(() => createOrderList(), []);
  const { status, data, error } = useStore(loader.$state);
  useEffect(() => void loader.load(), [loader]);
  const format = useOrderFormat();
  const when = useWhen();
  if (!data) return <LoadState error={status === 'error' ? error : null} onRetry={() => void loader.load()} />;
  const withdrawable = withdrawableOrders(data, settings?.refund_days ?? 0);
  if (withdrawable.length === 0) {
    return (
      <div data-testid="withdrawable-none">
        <p>{t('withdrawal.page.none')}</p>
        <Link to="/transactions">{t('transactions.receipt.back')}</Link>
      </div>
    );
  }
  return (
    <ul className="list-unstyled d-grid gap-2" data-testid="withdrawable-orders">
      {withdrawable.map(({ order, deadline }) => {
        const row = format(order);
        const titleId = `withdrawable-${order.id}`;
        return (
          <li key={order.id} className="card">
            <div className="card-body d-flex flex-wrap justify-content-between align-items-center gap-2">
              <div>
                <p id={titleId} className="fw-semibold mb-1">
                  {t('withdrawal.page.order', { number: order.number, package: row.package, credits: row.credits })}
                </p>
                <p className="small text-body-secondary mb-0">
                  {row.date} · {row.amount} · {t('withdrawal.until', { date: when(deadline) })}
                </p>
              </div>
              <Link
                to={`/transactions/${order.id}?withdraw=1`}
                className="btn btn-outline-danger"
                aria-describedby={titleId}
              >
                {t('withdrawal.button')}
              </Link>
            </div>
          </li>
        );
      })}
    </ul>
  );
}
