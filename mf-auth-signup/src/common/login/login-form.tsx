import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from '@app/shared/i18n/react';
import { Link } from '@app/shared/router';
import type { User } from '@app/shared/contract';
import { apiErrors, fieldErrors, type FieldErrors } from '@app/shared/ui/form-errors';
import { FormField } from '@app/shared/ui/form-field';
import { useLazySchema } from '@app/shared/ui/lazy-schema';
import { logIn } from './api/login';
import { focusFirstError } from '../focus-first-error';
import { PasswordField } from '../password-field';

export interface LoginFormProps {
  onLoggedIn: (user: User) => void;
  /** Called before following the reset-password link (the modal closes first). */
  onLeave?: () => void;
}

/**
 * Email and password (POST /api/user.php). The server's answers of spec section 8 show as one
 * translated message: login_failed, login_blocked with the minutes left, account_deleted (how to
 * reactivate), rate_limited.
 */
export function LoginForm({ onLoggedIn, onLeave }: LoginFormProps) {
  const { t } = useTranslation('auth');
  const formRef = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState({ email: '', password: '' });
  const [errors, setErrors] = useState<FieldErrors>({});
  const [message, setMessage] = useState<{ key: string; count?: number } | null>(null);
  const [busy, setBusy] = useState(false);
  // The schema (with zod) loads when the visitor starts on the form, not with the page.
  const schema = useLazySchema(() => import('@app/shared/contract/auth').then((module) => module.LoginSchema), formRef);

  const change = (field: keyof typeof values, value: string) => {
    const next = { ...values, [field]: value };
    setValues(next);
    const loginSchema = schema.current();
    if (loginSchema && Object.keys(errors).length > 0) setErrors(fieldErrors(loginSchema, next));
  };

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const loginSchema = await schema.load();
    const found = fieldErrors(loginSchema, values);
    setErrors(found);
    setMessage(null);
    if (Object.keys(found).length > 0) return focusFirstError(formRef.current);
    setBusy(true);
    try {
      onLoggedIn(await logIn(loginSchema.parse(values)));
    } catch (error) {
      const answer = apiErrors(error);
      setErrors(answer.fields);
      setMessage(answer.message ? { key: answer.message, count: answer.count } : null);
      setBusy(false);
      focusFirstError(formRef.current);
    }
  }

  return (
    <form ref={formRef} noValidate onSubmit={submit} aria-busy={busy}>
      {message && (
        <div className="alert alert-danger" role="alert" data-testid="login-error">
          {t(message.key, { ns: 'common', count: message.count })}
        </div>
      )}
      <FormField name="email" label={t('login.email')} error={errors.email}>
        {(props) => (
          <input
            {...props}
            type="email"
            inputMode="email"
            autoComplete="username"
            value={values.email}
            onChange={(event) => change('email', event.target.value)}
          />
        )}
      </FormField>
      <PasswordField
        name="password"
        label={t('login.password')}
        autoComplete="current-password"
        value={values.password}
        onChange={(value) => change('password', value)}
        error={errors.password}
        aside={
          <Link to="/reset-password" onClick={onLeave}>
            {t('login.forgotPassword')}
          </Link>
        }
      />
      <button type="submit" className="btn btn-primary w-100" disabled={busy}>
        {busy ? t('login.submitting') : t('login.submit')}
      </button>
    </form>
  );
}
