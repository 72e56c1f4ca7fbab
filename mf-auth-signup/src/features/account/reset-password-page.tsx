import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from '@app/shared/i18n/react';
import { Link } from '@app/shared/router';
import type { PasswordResetRequest } from '@app/shared/contract';
import { apiErrors, fieldErrors, type FieldErrors } from '@app/shared/ui/form-errors';
import { FormField } from '@app/shared/ui/form-field';
import { useLazySchema } from '@app/shared/ui/lazy-schema';
import { AccountCard } from './account-card';
import { requestPasswordReset } from './api/password-reset';

/**
 * /reset-password: asks for a reset link by mail. The answer is the same whether or not the address
 * has an account; after a few mails a day the server answers reset_limit ("try tomorrow").
 */
export function ResetPasswordPage() {
  const { t } = useTranslation('auth');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [message, setMessage] = useState<string | null>(null);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  // The schema (with zod) loads when the visitor starts on the form, not with the page.
  const schema = useLazySchema(
    () => import('@app/shared/contract/account').then((module) => module.PasswordResetRequestSchema),
    formRef,
  );

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const values = { email: String(new FormData(event.currentTarget).get('email') ?? '') };
    const requestSchema = await schema.load();
    const found = fieldErrors(requestSchema, values);
    setErrors(found);
    setMessage(null);
    if (Object.keys(found).length > 0) return;
    const body: PasswordResetRequest = requestSchema.parse(values);
    setSending(true);
    try {
      await requestPasswordReset(body);
      setSentTo(body.email);
    } catch (error) {
      const problem = apiErrors(error);
      setErrors(problem.fields);
      setMessage(problem.message);
    } finally {
      setSending(false);
    }
  }

  if (sentTo) {
    return (
      <AccountCard title={t('account.reset.sentTitle')}>
        <p role="status">{t('account.reset.sent', { email: sentTo })}</p>
        <p className="small text-body-secondary">{t('account.reset.spam')}</p>
        <div className="d-flex flex-wrap gap-2">
          <Link to="/login" className="btn btn-primary">
            {t('account.backToLogin')}
          </Link>
          <button type="button" className="btn btn-outline-primary" onClick={() => setSentTo(null)}>
            {t('account.reset.again')}
          </button>
        </div>
      </AccountCard>
    );
  }

  return (
    <AccountCard title={t('account.reset.title')}>
      <p>{t('account.reset.intro')}</p>
      {message && (
        <div className="alert alert-danger" role="alert">
          {t(message, { ns: 'common' })}
        </div>
      )}
      <form ref={formRef} noValidate onSubmit={onSubmit}>
        <FormField name="email" type="email" label={t('account.email')} error={errors.email} autoComplete="email" />
        <button type="submit" className="btn btn-primary w-100" disabled={sending}>
          {sending ? t('account.reset.sending') : t('account.reset.submit')}
        </button>
      </form>
      <p className="mt-3 mb-0 text-center">
        <Link to="/login">{t('account.backToLogin')}</Link>
      </p>
    </AccountCard>
  );
}
