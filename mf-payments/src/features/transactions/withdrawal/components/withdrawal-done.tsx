import { Fragment } from 'react';
import { useTranslation } from '@app/shared/i18n/react';
import { Link } from '@app/shared/router';
import type { Order } from '@app/shared/contract';
import type { WithdrawalResult } from '@app/shared/contract/withdrawal';
import { useOrderFormat } from '../../use-order-format';
import { useMoney } from '../../../../common/use-money';
import { useFocusOnMount } from './use-focus-on-mount';
import { useWhen } from './use-when';

/**
 * The result: what was withdrawn, the credits removed, the refund and where it stands, the date and
 * time of the withdrawal, and that a confirmation is on its way by email.
 */
export function WithdrawalDone({ order, result }: { order: Order; result: WithdrawalResult }) {
  const { t } = useTranslation('payments');
  const money = useMoney();
  const when = useWhen();
  const heading = useFocusOnMount<HTMLHeadingElement>();
  const row = useOrderFormat()(order);
  const lines: Array<[string, string]> = [
    [t('withdrawal.done.order'), `${result.number} · ${row.package} · ${row.credits}`],
    [t('withdrawal.done.removed'), t('packages.credits', { count: result.credits_removed })],
    [t('withdrawal.done.refund'), money(result.refund_amount, result.currency)],
    [t('withdrawal.done.at'), when(result.withdrawn_at)],
  ];
  return (
    <section aria-labelledby="withdrawal-done-title" data-testid="withdrawal-done">
      <h2 id="withdrawal-done-title" className="h5" tabIndex={-1} ref={heading}>
        {t('withdrawal.done.title')}
      </h2>
      <dl className="row mb-3">
        {lines.map(([label, value]) => (
          <Fragment key={label}>
            <dt className="col-sm-5 fw-normal text-body-secondary">{label}</dt>
            <dd className="col-sm-7">{value}</dd>
          </Fragment>
        ))}
      </dl>
      <p>{t(`withdrawal.done.refundStatus.${result.refund_status}`)}</p>
      <p className="alert alert-success py-2">{t('withdrawal.done.mail')}</p>
      <div className="d-flex flex-wrap column-gap-3">
        <Link to={`/transactions/${order.id}`}>{t('withdrawal.done.backToOrder')}</Link>
        <Link to="/transactions">{t('withdrawal.done.allTransactions')}</Link>
      </div>
    </section>
  );
}
