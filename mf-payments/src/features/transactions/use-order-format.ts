import { useCallback } from 'react';
import { useTranslation } from '@app/shared/i18n/react';
import type { Order } from '@app/shared/contract';
import { formatDate } from '@app/shared/i18n/format';
import { useMethodName } from '../../common/payment-methods/method-name';
import { useMoney } from '../../common/use-money';

/** The texts of one order's row or card: date, package, credits, amount, method. */
export function useOrderFormat() {
  const { t, i18n } = useTranslation('payments');
  const money = useMoney();
  const methodName = useMethodName();
  const language = i18n.language ?? 'en';
  return useCallback(
    (order: Order, withTime = false) => ({
      date: formatDate(
        new Date(order.created_at),
        language,
        withTime ? { dateStyle: 'medium', timeStyle: 'short' } : { dateStyle: 'medium' },
      ),
      package: t(`packages.tier.${order.package_code}`),
      credits: t('packages.credits', { count: order.credits }),
      amount: money(order.amount, order.currency),
      method: methodName(order.payment_method),
    }),
    [t, language, money, methodName],
  );
}
