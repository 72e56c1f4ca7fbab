import { useTranslation } from '@app/shared/i18n/react';
import { useOwnGender } from '@app/shared/i18n/own-gender';
import { PASSWORD_LENGTH } from '@app/shared/contract/profile-values';
import { FormField } from '@app/shared/ui/form-field';
import { changePassword } from '../api/account';
import { CheckedForm } from './checked-form';
import { useCheckedForm } from './use-checked-form';

const loadPasswordChangeSchema = () =>
  import('@app/shared/contract/account').then((module) => module.PasswordChangeSchema);

/** Change the password: the current one (a wrong one is refused) and the new one twice. */
export function PasswordForm() {
  const { t } = useTranslation('auth');
  const ownGender = useOwnGender();
  const form = useCheckedForm(loadPasswordChangeSchema, async (change) => {
    await changePassword(change);
    return t('profile.password.changed', ownGender);
  });
  const { errors } = form;
  return (
    <CheckedForm title={t('profile.password.title')} submitLabel={t('profile.password.submit')} form={form}>
      <FormField
        name="old_password"
        type="password"
        autoComplete="current-password"
        label={t('profile.password.old')}
        error={errors.old_password}
      />
      <FormField name="new_password" label={t('profile.password.new')} error={errors.new_password}>
        {(props) => (
          <>
            <input
              {...props}
              type="password"
              autoComplete="new-password"
              aria-describedby={[props['aria-describedby'], `${props.id}-hint`].filter(Boolean).join(' ')}
            />
            <div id={`${props.id}-hint`} className="form-text">
              {t('profile.password.hint', { characters: t('profile.characters', { count: PASSWORD_LENGTH.min }) })}
            </div>
          </>
        )}
      </FormField>
      <FormField
        name="new_password_repeat"
        type="password"
        autoComplete="new-password"
        label={t('profile.password.repeat')}
        error={errors.new_password_repeat}
      />
    </CheckedForm>
  );
}
