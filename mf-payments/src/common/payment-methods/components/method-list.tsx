import { useTranslation } from '@app/shared/i18n/react';
import type { PaymentMethod } from '@app/shared/contract';
import { useMethodName } from '../method-name';
import { MethodLogo } from './method-logo';

/** The payment country's methods (the price list): each logo (alt: its name) with the name written below. */
export function MethodList({ methods }: { methods: PaymentMethod[] }) {
  const { t } = useTranslation('payments');
  const nameOf = useMethodName();
  return (
    <ul className="list-unstyled d-flex flex-wrap gap-3 mb-0" aria-label={t('methods.available')}>
      {methods.map((method) => {
        const name = nameOf(method.id, method.name);
        return (
          <li key={method.id} className="d-flex flex-column align-items-center gap-1 small text-center">
            {/* The logo's alt text names the method; the written name repeats it for the eye only. */}
            <MethodLogo id={method.id} name={name} logo={method.logo} />
            <span aria-hidden="true">{name}</span>
          </li>
        );
      })}
    </ul>
  );
}
