import { useTranslation } from '@app/shared/i18n/react';
import type { PaymentMethod, PaymentMethodId } from '@app/shared/contract';
import { useMethodName } from '../method-name';
import { MethodLogo } from './method-logo';
import * as css from './methods.module.css';

/** rspack's CSS modules export each class by its name. */
const styles = css as unknown as Readonly<Record<string, string>>;

export interface MethodPickerProps {
  methods: PaymentMethod[];
  selected: PaymentMethodId | null;
  onSelect: (method: PaymentMethodId) => void;
}

/** The payment country's methods as one radio group: each a row with its logo and name. */
export function MethodPicker({ methods, selected, onSelect }: MethodPickerProps) {
  const { t } = useTranslation('payments');
  const nameOf = useMethodName();
  return (
    <fieldset className="mb-4">
      <legend className="h5">{t('methods.legend')}</legend>
      <div className="row row-cols-1 row-cols-sm-2 g-2">
        {methods.map((method) => {
          const name = nameOf(method.id, method.name);
          return (
            <div className="col" key={method.id}>
              <label className={styles.option}>
                <input
                  type="radio"
                  name="payment-method"
                  className="form-check-input"
                  value={method.id}
                  checked={selected === method.id}
                  onChange={() => onSelect(method.id)}
                />
                {/* The logo's alt text names the radio; the written name repeats it for the eye only. */}
                <MethodLogo id={method.id} name={name} logo={method.logo} />
                <span className="fw-semibold" aria-hidden="true">
                  {name}
                </span>
              </label>
            </div>
          );
        })}
      </div>
    </fieldset>
  );
}
