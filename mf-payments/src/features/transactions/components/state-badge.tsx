import { useTranslation } from '@app/shared/i18n/react';
import type { PaymentState } from '@app/shared/contract';

const TONES: Record<PaymentState, string> = {
  created: 'text-bg-light border',
  pending: 'text-bg-warning',
  completed: 'text-bg-success',
  failed: 'text-bg-danger',
  cancelled: 'text-bg-light border',
  expired: 'text-bg-light border',
  refunded: 'text-bg-info',
  charged_back: 'text-bg-dark',
};

/** An order's state as a coloured badge with its translated name. */
export function StateBadge({ state }: { state: PaymentState }) {
  const { t } = useTranslation('payments');
  return <span className={`badge ${TONES[state]}`}>{t(`transactions.state.${state}`)}</span>;
}
