import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from '@app/shared/i18n/react';
import { Link, useSearchParams } from '@app/shared/router';
import { ApiError } from '@app/shared/api';
import type { PasswordResetDo } from '@app/shared/contract';
import { loadUser } from '@app/shared/stores/user';
import { apiErrors, fieldErrors, type FieldErrors } from '@app/shared/ui/form-errors';
import { FormField } from '@app/shared/ui/form-field';
import { useLazySchema } from '@app/shared/ui/lazy-schema';
import { PASSWORD_LENGTH } from '@app/shared/contract/profile-values';
import { AccountCard } from './account-card';
import { resetPassword } from './api/password-reset';

/** An expired, used or unknown link: the way to ask for a new one. */
function LinkInvalid() {
  const { t } = useTranslation('auth');
  return (
    <AccountCard title={t('account.resetDo.title')}>
      <div className="alert alert-danger" role="alert">
        {t('errors.link_invalid', { ns: 'common' })}
      </div>
      <p>{t('account.resetDo.requestNewText')}</p>
      <Link to="/reset-password" className="btn btn-primary">
        {t('account.resetDo.requestNew')}
      </Link>
    </AccountCard>
  );
}

/**
 * /reset-password/do?token=…: the link of the reset mail. The new password twice, checked with the
 * schema the server uses; afterwards every session of the member has ended, so the member logs in.
 */
export function ResetPasswordDoPage() {
  const { t } = useTranslation('auth');
  const token = useSearchParams()[0].get('token') ?? '';
  const [errors, setErrors] = useState<FieldErrors>({});
  const [message, setMessage] = useState<string | null>(null);
  const [linkInvalid, setLinkInvalid] = useState(token === '');
  const [done, setDone] = useState(false);
  const [sending, setSending] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  // The schema (with zod) loads when the visitor starts on the form, not with the page.
  const schema = useLazySchema(
    () => import('@app/shared/contract/account').then((module) => module.PasswordResetDoSchema),
    formRef,
  );

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const values = {
      token,
      password: String(form.get('password')),
      password_repeat: String(form.get('password_repeat')),
    };
    const resetSchema = await schema.load();
    const found = fieldErrors(resetSchema, values);
    setMessage(null);
    if (found.token) return setLinkInvalid(true);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    const body: PasswordResetDo = resetSchema.parse(values);
    setSending(true);
    try {
      await resetPassword(body);
      setDone(true);
      // The reset ended every session of the member, this browser's too.
      void loadUser();
    } catch (error) {
      if (error instanceof ApiError && error.code === 'link_invalid') return setLinkInvalid(true);
      const problem = apiErrors(error);
      setErrors(problem.fields);
      setMessage(problem.message);
    } finally {
      setSending(false);
    }
  }

  if (linkInvalid) return <LinkInvalid />;
  if (done) {
    return (
      <AccountCard title={t('account.resetDo.doneTitle')}>
        <p role="status">{t('account.resetDo.done')}</p>
        <Link to="/login" className="btn btn-primary">
          {t('account.login')}
        </Link>
      </AccountCard>
    );
  }
  return (
    <AccountCard title={t('account.resetDo.title')}>
      <p>{t('account.resetDo.intro', { count: PASSWORD_LENGTH.min })}</p>
      {message && (
        <div className="alert alert-danger" role="alert">
          {t(message, { ns: 'common' })}
        </div>
      )}
      <form ref={formRef} noValidate onSubmit={onSubmit}>
        <FormField
          name="password"
          type="password"
          label={t('account.resetDo.password')}
          error={errors.password}
          autoComplete="new-password"
        />
        <FormField
          name="password_repeat"
          type="password"
          label={t('account.resetDo.passwordRepeat')}
          error={errors.password_repeat}
          autoComplete="new-password"
        />
        <button type="submit" className="btn btn-primary w-100" disabled={sending}>
          {sending ? t('account.resetDo.saving') : t('account.resetDo.submit')}
        </button>
      </form>
    </AccountCard>
  );
}
