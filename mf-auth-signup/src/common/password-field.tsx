import { useId, useState, type ReactNode } from 'react';
import { useTranslation } from '@app/shared/i18n/react';
import { FormField } from '@app/shared/ui/form-field';

export interface PasswordFieldProps {
  name: string;
  label: string;
  autoComplete: 'current-password' | 'new-password';
  value: string;
  onChange: (value: string) => void;
  /** A translation key (in `common`, or `auth:` prefixed). */
  error?: string;
  /** Shown beside the "Show password" box (the login form's "Forgot your password?"). */
  aside?: ReactNode;
}

/** A password input with a "Show password" box below it that shows the password as plain text. */
export function PasswordField({ name, label, autoComplete, value, onChange, error, aside }: PasswordFieldProps) {
  const { t } = useTranslation('auth');
  const showId = useId();
  const [shown, setShown] = useState(false);
  return (
    <>
      <FormField name={name} label={label} error={error}>
        {(props) => (
          <input
            {...props}
            type={shown ? 'text' : 'password'}
            autoComplete={autoComplete}
            value={value}
            onChange={(event) => onChange(event.target.value)}
          />
        )}
      </FormField>
      <div className="d-flex flex-wrap justify-content-between align-items-center gap-2 mb-3">
        <div className="form-check">
          <input
            id={showId}
            className="form-check-input"
            type="checkbox"
            checked={shown}
            onChange={(event) => setShown(event.target.checked)}
          />
          <label className="form-check-label" htmlFor={showId}>
            {t('ui.showPassword')}
          </label>
        </div>
        {aside}
      </div>
    </>
  );
}
