import { lazy, Suspense, useCallback, useEffect, useMemo, useState } from 'react';
import { useStore } from '@nanostores/react';
import { useTranslation } from '@app/shared/i18n/react';
import { Link, useParams, useSearchParams } from '@app/shared/router';
import { LoadState } from '@app/shared/ui/load-state';
import { PaymentsPage } from '../../common/payments-page';
import { LazyWithdrawalFlow } from './withdrawal/lazy-withdrawal';
import { createWithdrawal } from './withdrawal/withdrawal-store';
import { showsWithdrawal, showsWithdrawalFlow } from './withdrawal/withdrawal-states';
import { OrderList } from './components/order-list';
import { Receipt } from './components/receipt';
import { createOrderDetail, createOrderList } from './transactions-store';

/** This month's spending from the ledger (issue 16): its code and texts load with it, off the page's own chunk. */
const MonthSpendingView = lazy(() =>
  import(/* webpackChunkName: "month-spending" */ '../../common/spending/components/month-spending').then((module) => ({
    default: module.MonthSpendingView,
  })),
);

/**
 * /transactions: this month's spending by what the credits went on, then every order of the member,
 * or a link to buy credits when there is none.
 */
function TransactionList() {
  const { t } = useTranslation('payments');
  const loader = useMemo(() => createOrderList(), []);
  const { status, data, error } = useStore(loader.$state);
  useEffect(() => void loader.load(), [loader]);
  // The orders show below the spending once it has arrived: it never pushes them down (issue 14).
  const [spendingSettled, setSpendingSettled] = useState(false);
  const onSpendingSettled = useCallback(() => setSpendingSettled(true), []);
  return (
    <PaymentsPage screen="transactions" title={t('screens.transactions')} intro={t('transactions.intro')}>
      <Suspense fallback={<LoadState />}>
        <MonthSpendingView onSettled={onSpendingSettled} />
      </Suspense>
      {spendingSettled && status !== 'ready' && <LoadState error={error} onRetry={() => void loader.load()} />}
      {spendingSettled && data && data.length === 0 && (
        <div className="text-center py-5" data-testid="transactions-empty">
          <p className="lead">{t('transactions.empty')}</p>
          <Link to="/credits" className="btn btn-primary btn-lg">
            {t('transactions.buyCredits')}
          </Link>
        </div>
      )}
      {spendingSettled && data && data.length > 0 && <OrderList orders={data} />}
    </PaymentsPage>
  );
}

/**
 * /transactions/{id}: one order's details and receipt with its withdrawal section; with `?withdraw=1`
 * (the section's button, the mails' links) the withdrawal form instead, while the order can be
 * withdrawn from.
 */
function TransactionDetail({ id }: { id: number }) {
  const { t } = useTranslation('payments');
  const [params] = useSearchParams();
  const asked = params.get('withdraw') === '1';
  const loader = useMemo(() => createOrderDetail(id), [id]);
  const withdrawal = useMemo(() => createWithdrawal(id), [id]);
  const { status, data, error } = useStore(loader.$state);
  const withdrawalState = useStore(withdrawal.$state);
  const offered = data ? showsWithdrawal(data.order.state) : false;
  const done = withdrawalState.step === 'done';
  useEffect(() => void loader.load(), [loader]);
  useEffect(() => {
    if (offered) void withdrawal.load();
  }, [withdrawal, offered]);
  // Leaving the form (Cancel, the browser's back button) leaves its confirm step too.
  useEffect(() => {
    if (!asked) withdrawal.back();
  }, [withdrawal, asked]);
  // After a withdrawal the receipt shows the order's new state.
  useEffect(() => {
    if (done) void loader.load();
  }, [loader, done]);

  let body;
  if (!data || status === 'error') body = <LoadState error={error} onRetry={() => void loader.load()} />;
  else if (asked && offered && !withdrawalState.preview && withdrawalState.status === 'loading') body = <LoadState />;
  else if (showsWithdrawalFlow(withdrawalState, asked)) {
    body = (
      <Suspense fallback={<LoadState />}>
        <LazyWithdrawalFlow withdrawal={withdrawal} />
      </Suspense>
    );
  } else body = <Receipt detail={data} withdrawal={offered ? withdrawal : null} />;
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
      {body}
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
