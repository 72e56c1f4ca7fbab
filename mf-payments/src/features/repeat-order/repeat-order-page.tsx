import { useEffect, useMemo } from 'react';
import { useStore } from '@nanostores/react';
import { useTranslation } from '@app/shared/i18n/react';
import { Link } from '@app/shared/router';
import { formatDate } from '@app/shared/i18n/format';
import { setPaymentCountry } from '@app/shared/stores/payment-country';
import { LoadState } from '@app/shared/ui/load-state';
import { PackageFacts } from '../packages/components/package-facts';
import { useMethodName } from '../payment-methods/method-name';
import { PaymentsPage } from '../../ui/payments-page';
import { createRepeatOrder } from './repeat-store';

/** /credits/repeat-order: buy the last package again, with the same method, at today's price. */
export function RepeatOrderPage() {
  const { t, i18n } = useTranslation('payments');
  const methodName = useMethodName();
  const repeat = useMemo(() => createRepeatOrder(), []);
  const { status, error, last, pack, methodOffered } = useStore(repeat.$repeat);
  useEffect(() => void repeat.load(), [repeat]);

  let body;
  if (status !== 'ready') body = <LoadState error={error} onRetry={() => void repeat.load()} />;
  else if (!last || !pack) {
    body = (
      <div className="text-center py-4" data-testid="repeat-none">
        <p className="lead">{t(last ? 'repeatOrder.unavailable' : 'repeatOrder.none')}</p>
        <Link to="/credits" className="btn btn-primary btn-lg">
          {t('repeatOrder.choose')}
        </Link>
      </div>
    );
  } else {
    const checkout = `/credits/${pack.id}${methodOffered ? `/${last.payment_method}` : ''}`;
    body = (
      <div className="row">
        <section className="col-md-8 col-lg-5" aria-labelledby="repeat-title">
          <div className="card">
            <div className="card-body">
              <h2 id="repeat-title" className="h6 text-body-secondary">
                {t('repeatOrder.last', {
                  date: formatDate(new Date(last.created_at), i18n.language ?? 'en', { dateStyle: 'medium' }),
                })}
              </h2>
              <PackageFacts pack={pack} />
              {methodOffered && (
                <p className="mt-2 mb-0">{t('repeatOrder.method', { method: methodName(last.payment_method) })}</p>
              )}
              <p className="small text-body-secondary mt-2">{t('repeatOrder.todaysPrice')}</p>
              <Link to={checkout} className="btn btn-primary w-100" onClick={() => setPaymentCountry(last.country)}>
                {t('repeatOrder.again')}
              </Link>
            </div>
          </div>
        </section>
      </div>
    );
  }
  return (
    <PaymentsPage screen="credits-repeat-order" title={t('screens.credits-repeat-order')}>
      {body}
    </PaymentsPage>
  );
}
