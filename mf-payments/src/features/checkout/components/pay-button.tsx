import { useTranslation } from '@app/shared/i18n/react';
import type { CheckoutState } from '../checkout-state';
import { canPay } from '../checkout-state';
import { useMoney } from '../../../common/use-money';

export interface PayButtonProps {
  state: CheckoutState;
  methodName: string | null;
  onPay: () => void;
}

/**
 * The button that commits to pay: "Pay now · €19.99", the amount of the quote shown above it. Busy
 * while the order starts and while the provider's page opens, so a second click cannot send again.
 */
export function PayButton({ state, methodName, onPay }: PayButtonProps) {
  const { t } = useTranslation('payments');
  const money = useMoney();
  const busy = state.payStatus !== 'idle';
  const amount = state.quote ? money(state.quote.amount, state.quote.currency) : '';
  let label = state.quote ? t('checkout.payNow', { amount }) : t('checkout.payNowPlain');
  if (state.payStatus === 'paying') label = t('checkout.paying');
  if (state.payStatus === 'redirecting') label = t('checkout.redirecting', { method: methodName ?? '' });
  return (
    <button
      type="button"
      className="btn btn-primary btn-lg w-100 d-flex justify-content-center align-items-center gap-2"
      disabled={!canPay(state)}
      aria-busy={busy}
      onClick={onPay}
      data-testid="pay-now"
    >
      {busy && <span className="spinner-border spinner-border-sm" aria-hidden="true" />}
      <span>{label}</span>
    </button>
  );
}
