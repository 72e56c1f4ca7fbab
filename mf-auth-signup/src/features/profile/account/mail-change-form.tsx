import { useTranslation } from 'react-i18next';
import { MailChangeSchema } from '@app/shared/contract';
import { FormField } from '@app/shared/ui/form-field';
import { requestMailChange } from '../api/account';
import { FormStatus } from '../form-status';
import { useCheckedForm } from './use-checked-form';

/** Ask to change the email address: a confirmation link goes to the new address. */
export function MailChangeForm({ email }: { email: string }) {
  const { t } = useTranslation('auth');
  const { errors, status, sending, onSubmit } = useCheckedForm(
    MailChangeSchema,
    async (change) => {
      await requestMailChange(change);
      return t('profile.mail.sent', { email: change.new_email });
    },
    { 'errors.email_taken': 'new_email' },
  );
  return (
    <form noValidate onSubmit={onSubmit}>
      <h3 className="h5">{t('profile.mail.title')}</h3>
      <p>
        {t('profile.mail.current')} <strong className="text-break">{email}</strong>
      </p>
      <FormField
        name="new_email"
        type="email"
        autoComplete="email"
        label={t('profile.mail.new')}
        error={errors.new_email}
      />
      <FormField
        name="password"
        type="password"
        autoComplete="current-password"
        label={t('profile.mail.password')}
        error={errors.password}
      />
      <button type="submit" className="btn btn-primary" disabled={sending} aria-busy={sending}>
        {t('profile.mail.submit')}
      </button>
      <FormStatus status={status} className="mt-3" />
    </form>
  );
}
