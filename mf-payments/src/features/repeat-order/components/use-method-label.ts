import { useTranslation } from '@app/shared/i18n/react';
import type { RepeatState } from '../repeat-state';
import { useMethodName } from '../../../common/payment-methods/method-name';

/** "PayPal", or "SEPA direct debit under mandate DD-…" when the repeat is debited under a mandate. */
export function useMethodLabel({ method, mandate }: Pick<RepeatState, 'method' | 'mandate'>): string {
  const { t } = useTranslation('payments');
  const methodName = useMethodName();
  if (!method) return '';
  const name = methodName(method);
  return method === 'directdebit' && mandate
    ? t('repeatOrder.underMandate', { method: name, reference: mandate.reference })
    : name;
}
