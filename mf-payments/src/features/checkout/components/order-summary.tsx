import { lazy, Suspense } from 'react';
import { useTranslation } from '@app/shared/i18n/react';
import { LoadState } from '@app/shared/ui/load-state';
import { DiscountCodeForm } from '../discount-code/components/discount-code-form';
import { FictionalDisclosure } from '../../../common/fictional-disclosure';
import type { Checkout } from '../checkout-store';
import type { CheckoutState } from '../checkout-state';
import { SPENDING_LIMIT_REFUSAL } from '../pay-action';
import { PayButton } from './pay-button';
import { QuoteLines } from '../../../common/quote-lines';
import * as css from './checkout.module.css';

/** rspack's CSS modules export each class by its name. */
const styles = css as unknown as Readonly<Record<string, string>>;

/** Direct debit needs a signed mandate: its part of the page loads only when that method is chosen. */
const DirectDebitGate = lazy(() =>
  import(/* webpackChunkName: "direct-debit-gate" */ '../direct-debit/checkout-gate').then((module) => ({
    default: module.DirectDebitGate,
  })),
);

/** A purchase over the member's own monthly limit: its message (with its own texts) loads when refused. */
const SpendingRefusal = lazy(() =>
  import(/* webpackChunkName: "spending-refusal" */ '../../../common/spending/components/spending-refusal').then(
    (module) => ({
      default: module.SpendingRefusal,
    }),
  ),
);

export interface OrderSummaryProps {
  checkout: Checkout;
  state: CheckoutState;
  /** The chosen method's name, for "you will be taken to …". */
  methodName: string | null;
}

/**
 * The order before payment: the discount code, the server's final price, the site's disclosure, and
 * "Pay now" right below the price it pays. Changes of the price and errors are announced.
 */
export function OrderSummary({ checkout, state, methodName }: OrderSummaryProps) {
  const { t } = useTranslation('payments');
  const { quote, quoteStatus } = state;
  return (
    <section className="card shadow-sm" aria-labelledby="order-summary-title">
      <div className="card-body">
        <h2 id="order-summary-title" className="h5 card-title">
          {t('checkout.summary')}
        </h2>
        <DiscountCodeForm
          applied={state.selection.code}
          inPrice={quote !== null && quote.discount_code !== null && quote.discount_code === state.selection.code}
          percentage={quote?.discount_percentage ?? null}
          checking={state.checkingCode}
          error={state.codeError}
          refused={state.refusedCode}
          onApply={checkout.applyCode}
          onRemove={checkout.removeCode}
        />
        <div aria-live="polite" aria-busy={quoteStatus === 'loading'} className="my-3">
          {state.priceChanged && (
            <p className="alert alert-warning py-2" data-testid="price-changed">
              {t('checkout.priceChanged')}
            </p>
          )}
          {quoteStatus === 'error' && state.quoteError && (
            <LoadState error={state.quoteError} onRetry={() => void checkout.requote()} />
          )}
          {quote && (
            <div className={quoteStatus === 'loading' ? styles.stale : undefined}>
              <QuoteLines quote={quote} />
            </div>
          )}
          {!quote && quoteStatus === 'loading' && <LoadState />}
        </div>
        <FictionalDisclosure compact />
        {state.payError === SPENDING_LIMIT_REFUSAL ? (
          <Suspense fallback={<LoadState />}>
            <SpendingRefusal resetsAt={state.payResetsAt} />
          </Suspense>
        ) : (
          state.payError && (
            <p role="alert" className="alert alert-danger py-2">
              {t(state.payError, { ns: 'common' })}
            </p>
          )
        )}
        {!state.selection.method && quote && <p className="small text-body-secondary">{t('checkout.chooseMethod')}</p>}
        {state.selection.method === 'directdebit' ? (
          <Suspense fallback={<LoadState />}>
            <DirectDebitGate
              packageId={state.selection.packageId}
              country={state.selection.country}
              payError={state.payError}
            >
              <PayButton state={state} methodName={methodName} onPay={() => void checkout.pay()} />
            </DirectDebitGate>
          </Suspense>
        ) : (
          <>
            <PayButton state={state} methodName={methodName} onPay={() => void checkout.pay()} />
            {methodName && (
              <p className="small text-body-secondary mt-2 mb-0">{t('checkout.payNote', { method: methodName })}</p>
            )}
          </>
        )}
      </div>
    </section>
  );
}
