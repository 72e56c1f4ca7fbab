import { useTranslation } from 'react-i18next';
import type { PaymentMethod } from '@app/shared/contract';
import { useMethodName } from '../method-name';
import { MethodLogo } from './method-logo';

/** The payment country's methods as logos (the price list): a list whose items are the logos' names. */
export function MethodList({ methods }: { methods: PaymentMethod[] }) {
  const { t } = useTranslation('payments');
  const nameOf = useMethodName();
  return (
    <ul className="list-unstyled d-flex flex-wrap gap-2 mb-0" aria-label={t('methods.available')}>
      {methods.map((method) => (
        <li key={method.id}>
          <MethodLogo id={method.id} name={nameOf(method.id, method.name)} logo={method.logo} />
        </li>
      ))}
    </ul>
  );
}
