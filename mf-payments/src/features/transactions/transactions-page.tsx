import { useEffect, useMemo } from 'react';
import { useStore } from '@nanostores/react';
import { useTranslation } from '@app/shared/i18n/react';
import { Link, useParams } from '@app/shared/router';
import { LoadState } from '@app/shared/ui/load-state';
import { PaymentsPage } from '../../ui/payments-page';
import { OrderList } from './components/order-list';
import { Receipt } from './components/receipt';
import { createOrderDetail, createOrderList } from './transactions-store';

/** /transactions: every order of the member, or a link to buy credits when there is none. */
function TransactionList() {
  const { t } = useTranslation('payments');
  const loader = useMemo(() => createOrderList(), []);
  const { status, data, error } = useStore(loader.$state);
  useEffect(() => void loader.load(), [loader]);
  return (
    <PaymentsPage screen="transactions" title={t('screens.transactions')} intro={t('transactions.intro')}>
      {status !== 'ready' && <LoadState error={error} onRetry={() => void loader.load()} />}
      {data && data.length === 0 && (
        <div className="text-center py-5" data-testid="transactions-empty">
          <p className="lead">{t('transactions.empty')}</p>
          <Link to="/credits" className="btn btn-primary btn-lg">
            {t('transactions.buyCredits')}
          </Link>
        </div>
      )}
      {data && data.length > 0 && <OrderList orders={data} />}
    </PaymentsPage>
  );
}

/** /transactions/{id}: one order's details and receipt. */
function TransactionDetail({ id }: { id: number }) {
  const { t } = useTranslation('payments');
  const loader = useMemo(() => createOrderDetail(id), [id]);
  const { status, data, error } = useStore(loader.$state);
  useEffect(() => void loader.load(), [loader]);
  return (
    <PaymentsPage
      screen="transactions-id"
      title={data ? t('transactions.receipt.pageTitle', { number: data.order.number }) : t('screens.transactions')}
      aside={
        <div className="d-flex flex-wrap column-gap-3 align-items-baseline d-print-none">
          {data?.order.state === 'completed' && (
            <button type="button" className="btn btn-link p-0 align-baseline text-start" onClick={() => window.print()}>
              {t('transactions.receipt.print')}
            </button>
          )}
          <Link to="/transactions">{t('transactions.receipt.back')}</Link>
        </div>
      }
    >
      {status !== 'ready' && <LoadState error={error} onRetry={() => void loader.load()} />}
      {data && <Receipt detail={data} />}
    </PaymentsPage>
  );
}

/** /transactions/{id?} (members only; the shell guards it, ADR 0011). */
export function TransactionsPage() {
  const { t } = useTranslation('payments');
  const { id } = useParams();
  const orderId = Number(id);
  if (id === undefined) return <TransactionList />;
  if (!Number.isInteger(orderId) || orderId <= 0) {
    return (
      <PaymentsPage screen="transactions-id" title={t('screens.transactions')}>
        <LoadState error="errors.not_found" />
      </PaymentsPage>
    );
  }
  return <TransactionDetail key={orderId} id={orderId} />;
}
