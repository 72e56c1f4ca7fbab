import { useStore } from '@nanostores/react';
import { useTranslation } from '@app/shared/i18n/react';
import { Link } from '@app/shared/router';
import type { Order, PaymentResultView } from '@app/shared/contract';
import { $user } from '@app/shared/stores/user';
import { useMethodName } from '../../../../common/payment-methods/method-name';
import { withReturn } from '../../../../common/return-path';
import { ResultIcon } from './result-icon';

export interface ResultPanelProps {
  order: Order;
  view: PaymentResultView;
  packageId: number | null;
}

/** What happened to the order, and where the member goes next. */
export function ResultPanel({ order, view, packageId }: ResultPanelProps) {
  const { t } = useTranslation('payments');
  const user = useStore($user);
  const method = useMethodName()(order.payment_method);
  const receipt = (
    <Link to={`/transactions/${order.id}`} className="btn btn-link">
      {t('result.receipt', { number: order.number })}
    </Link>
  );

  if (view === 'pending') {
    return (
      <div className="text-center py-5" data-testid="result-pending">
        <div className="spinner-border text-primary mb-3" aria-hidden="true" />
        <p className="lead">{t('result.pending', { method })}</p>
        <p className="text-body-secondary small mb-0">{t('result.pendingHint')}</p>
      </div>
    );
  }

  if (view === 'completed') {
    return (
      <div className="text-center py-4" data-testid="result-completed">
        <ResultIcon view={view} />
        <p className="lead">{t('result.completed', { count: order.credits })}</p>
        {user && <p className="fs-5 fw-semibold">{t('result.balance', { count: user.credits })}</p>}
        {user?.paid_user && <p className="text-body-secondary">{t('result.premium')}</p>}
        <div className="d-flex flex-wrap justify-content-center gap-2 mt-3">
          {order.return_path ? (
            <Link to={order.return_path} className="btn btn-primary btn-lg">
              {t('result.back')}
            </Link>
          ) : (
            <>
              <Link to="/members" className="btn btn-primary btn-lg">
                {t('result.toMembers')}
              </Link>
              <Link to="/chats" className="btn btn-outline-primary btn-lg">
                {t('result.toChats')}
              </Link>
            </>
          )}
        </div>
        <div className="mt-2">{receipt}</div>
      </div>
    );
  }

  const tryAgain = withReturn(packageId ? `/credits/${packageId}` : '/credits', order.return_path);
  return (
    <div className="text-center py-4" data-testid={`result-${view}`}>
      <ResultIcon view={view} />
      <p className="lead">{t(`result.${view}`, { method })}</p>
      <p className="text-body-secondary">{t('result.nothingAdded')}</p>
      <Link to={tryAgain} className="btn btn-primary btn-lg">
        {t('result.tryAgain')}
      </Link>
      <div className="mt-2">{receipt}</div>
    </div>
  );
}
