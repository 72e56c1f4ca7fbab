import { useTranslation } from '@app/shared/i18n/react';
import { FormField } from '@app/shared/ui/form-field';
import { requestMailChange } from '../api/account';
import { CheckedForm } from './checked-form';
import { useCheckedForm } from './use-checked-form';

/** Ask to change the email address: a confirmation link goes to the new address. */
export function MailChangeForm({ email }: { email: string }) {
  const { t } = useTranslation('auth');
  const form = useCheckedForm(
    () => import('@app/shared/contract/account').then((module) => module.MailChangeSchema),
    async (change) => {
      await requestMailChange(change);
      return t('profile.mail.sent', { email: change.new_email });
    },
    { 'errors.email_taken': 'new_email' },
  );
  return (
    <CheckedForm title={t('profile.mail.title')} submitLabel={t('profile.mail.submit')} form={form}>
      <p>
        {t('profile.mail.current')} <strong className="text-break">{email}</strong>
      </p>
      <FormField
        name="new_email"
        type="email"
        autoComplete="email"
        label={t('profile.mail.new')}
        error={form.errors.new_email}
      />
      <FormField
        name="password"
        type="password"
        autoComplete="current-password"
        label={t('profile.mail.password')}
        error={form.errors.password}
      />
    </CheckedForm>
  );
}
