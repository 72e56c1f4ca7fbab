import { useId, type ReactElement } from 'react';
import { useTranslation } from '@app/shared/i18n/react';

interface ControlProps {
  id: string;
  name: string;
  className: string;
  'aria-invalid': boolean;
  'aria-describedby'?: string;
}

export interface FormFieldProps {
  name: string;
  label: string;
  /** A translation key in `common`, from the shared schema or the server. */
  error?: string;
  type?: string;
  autoComplete?: string;
  /** The control is a select (Bootstrap's form-select look). */
  select?: boolean;
  children?: (props: ControlProps) => ReactElement;
}

/** A labelled form control with its translated error, tied together for screen readers. */
export function FormField({
  name,
  label,
  error,
  type = 'text',
  autoComplete,
  select = false,
  children,
}: FormFieldProps) {
  const { t } = useTranslation('common');
  const id = useId();
  const errorId = `${id}-error`;
  const props: ControlProps = {
    id,
    name,
    className: `${select ? 'form-select' : 'form-control'} ${error ? 'is-invalid' : ''}`,
    'aria-invalid': Boolean(error),
    'aria-describedby': error ? errorId : undefined,
  };
  return (
    <div className="mb-3">
      <label htmlFor={id} className="form-label">
        {label}
      </label>
      {children ? children(props) : <input {...props} type={type} autoComplete={autoComplete} />}
      {error && (
        <div id={errorId} className="invalid-feedback">
          {t(error)}
        </div>
      )}
    </div>
  );
}
