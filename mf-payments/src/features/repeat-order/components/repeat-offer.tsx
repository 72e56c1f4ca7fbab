import { useTranslation } from '@app/shared/i18n/react';
import { Link } from '@app/shared/router';
import { formatDate } from '@app/shared/i18n/format';
import type { Order, Package } from '@app/shared/contract';
import { setPaymentCountry } from '@app/shared/stores/payment-country';
import { LoadState } from '@app/shared/ui/load-state';
import { QuoteLines } from '../../../common/quote-lines';
import { FictionalDisclosure } from '../../../common/fictional-disclosure';
import { useMoney } from '../../../common/use-money';
import { canBuy, type RepeatState } from '../repeat-state';

export interface RepeatOfferProps {
  state: RepeatState & { last: Order; pack: Package };
  methodLabel: string;
  onBuy: () => void;
  onRequote: () => void;
}

/**
 * The last purchase as it is bought again: the package, the method (or the mandate) and today's
 * price from the server with its VAT, then "Buy again for …" with exactly that price.
 */
export function RepeatOffer({ state, methodLabel, onBuy, onRequote }: RepeatOfferProps) {
  const { t, i18n } = useTranslation('payments');
  const money = useMoney();
  const { last, pack, method, quote, quoteStatus } = state;
  const date = formatDate(new Date(last.created_at), i18n.language ?? 'en', { dateStyle: 'medium' });
  return (
    <section className="card shadow-sm" aria-labelledby="repeat-title">
      <div className="card-body">
        <h2 id="repeat-title" className="h6 text-body-secondary">
          {t('repeatOrder.last', { date })}
        </h2>
        <p className="h5 mb-1">{t(`packages.tier.${pack.code}`)}</p>
        {method ? (
          <p className="mb-0" data-testid="repeat-method">
            {t('repeatOrder.method', { method: methodLabel })}
          </p>
        ) : (
          <div className="alert alert-warning mt-2 mb-0">
            <p className="mb-2">{t('repeatOrder.methodGone')}</p>
            <Link
              to={`/credits/${pack.id}`}
              className="btn btn-outline-primary btn-sm"
              onClick={() => setPaymentCountry(last.country)}
            >
              {t('repeatOrder.chooseMethod')}
            </Link>
          </div>
        )}
        {method && (
          <>
            <div aria-live="polite" aria-busy={quoteStatus === 'loading'} className="my-3">
              {state.priceChanged && (
                <p className="alert alert-warning py-2" data-testid="price-changed">
                  {t('repeatOrder.priceChanged')}
                </p>
              )}
              {quoteStatus === 'error' && <LoadState error={state.quoteError} onRetry={onRequote} />}
              {quote && quoteStatus !== 'error' && <QuoteLines quote={quote} />}
              {!quote && quoteStatus === 'loading' && <LoadState />}
            </div>
            <FictionalDisclosure compact />
            <button
              type="button"
              className="btn btn-primary btn-lg w-100"
              disabled={!canBuy(state)}
              onClick={onBuy}
              data-testid="buy-again"
            >
              {quote ? t('repeatOrder.buyFor', { price: money(quote.amount, quote.currency) }) : t('repeatOrder.again')}
            </button>
          </>
        )}
      </div>
    </section>
  );
}
