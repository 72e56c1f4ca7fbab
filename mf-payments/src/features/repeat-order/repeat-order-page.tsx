import { useEffect, useMemo, useRef } from 'react';
import { useStore } from '@nanostores/react';
import { useTranslation } from '@app/shared/i18n/react';
import { Link, useNavigate } from '@app/shared/router';
import { LoadState } from '@app/shared/ui/load-state';
import { PaymentsPage } from '../../common/payments-page';
import { ConfirmPurchase } from './components/confirm-purchase';
import { RepeatOffer } from './components/repeat-offer';
import { useMethodLabel } from './components/use-method-label';
import { createRepeatOrder } from './repeat-store';

/**
 * /credits/repeat-order: the last package again, with the last method or the member's direct debit
 * mandate, at today's price, bought after one confirmation.
 */
export function RepeatOrderPage() {
  const { t } = useTranslation('payments');
  const navigate = useNavigate();
  const navigateRef = useRef(navigate);
  useEffect(() => {
    navigateRef.current = navigate;
  }, [navigate]);
  const repeat = useMemo(
    () => createRepeatOrder({ navigate: (path) => void navigateRef.current(path) }),
    // One store per page visit, so one Idempotency-Key per confirmation whatever the router does.
    // oxlint-disable-next-line react-hooks/exhaustive-deps
    [],
  );
  const state = useStore(repeat.$repeat);
  const methodLabel = useMethodLabel(state);
  useEffect(() => {
    void repeat.load();
    // Back from the provider's page through the browser's cache: the button works again, and the same
    // order keeps its Idempotency-Key, so nothing is bought twice.
    const onPageShow = (event: PageTransitionEvent) => {
      if (event.persisted) repeat.resetBuy();
    };
    window.addEventListener('pageshow', onPageShow);
    return () => window.removeEventListener('pageshow', onPageShow);
  }, [repeat]);

  const { status, error, last, pack } = state;
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
    body = (
      <div className="row">
        <div className="col-md-8 col-lg-5">
          <RepeatOffer
            state={{ ...state, last, pack }}
            methodLabel={methodLabel}
            onBuy={repeat.open}
            onRequote={() => void repeat.requote()}
          />
          <ConfirmPurchase
            state={state}
            methodLabel={methodLabel}
            onConfirm={() => void repeat.confirm()}
            onClose={repeat.close}
          />
        </div>
      </div>
    );
  }
  return (
    <PaymentsPage screen="credits-repeat-order" title={t('screens.credits-repeat-order')}>
      {body}
    </PaymentsPage>
  );
}
