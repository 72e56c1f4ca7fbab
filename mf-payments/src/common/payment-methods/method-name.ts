import { useCallback } from 'react';
import { useTranslation } from '@app/shared/i18n/react';
import { PAYMENT_METHODS, type PaymentMethodId } from '@app/shared/contract';

/**
 * A payment method's name: the brand's own ("iDEAL | Wero", never translated), or for a method
 * without a brand the translated `methods.<id>` ("Credit card", "SEPA direct debit"). Takes the
 * server's `name` when it has one, else the contract's.
 */
export function useMethodName(): (id: PaymentMethodId, name?: string | null) => string {
  const { t } = useTranslation('payments');
  return useCallback((id, name) => name ?? PAYMENT_METHODS[id]?.name ?? t(`methods.${id}`), [t]);
}
