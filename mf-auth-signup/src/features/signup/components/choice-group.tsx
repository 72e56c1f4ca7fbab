import { Fragment, useId } from 'react';
import { useTranslation } from '@app/shared/i18n/react';

export interface ChoiceGroupProps<T extends string> {
  legend: string;
  name: string;
  options: readonly { value: T; label: string }[];
  value: T | '';
  onChange: (value: T) => void;
  /** A translation key (in `common`, or `auth:` prefixed). */
  error?: string;
}

/** One choice of a few, as real radio buttons styled as toggle buttons, with its translated error. */
export function ChoiceGroup<T extends string>({ legend, name, options, value, onChange, error }: ChoiceGroupProps<T>) {
  const { t } = useTranslation('common');
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <fieldset className="mb-3" aria-describedby={error ? errorId : undefined} data-invalid={Boolean(error)}>
      <legend className="form-label fs-6 mb-2">{legend}</legend>
      <div className="d-flex flex-wrap gap-2">
        {options.map((option) => (
          <Fragment key={option.value}>
            <input
              type="radio"
              className="btn-check"
              name={name}
              id={`${id}-${option.value}`}
              value={option.value}
              checked={value === option.value}
              onChange={() => onChange(option.value)}
            />
            <label className="btn btn-outline-primary" htmlFor={`${id}-${option.value}`}>
              {option.label}
            </label>
          </Fragment>
        ))}
      </div>
      {error && (
        <div id={errorId} className="invalid-feedback d-block">
          {t(error)}
        </div>
      )}
    </fieldset>
  );
}
