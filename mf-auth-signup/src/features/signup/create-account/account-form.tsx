import { useRef, useState, type FormEvent } from 'react';
import { useStore } from '@nanostores/react';
import { Trans, useTranslation } from '@app/shared/i18n/react';
import { Link } from '@app/shared/router';
import { $settings } from '@app/shared/stores/settings';
import {
  $signupDraft,
  signupAccountCreated,
  updateSignupDraft,
  type SignupDraft,
} from '@app/shared/stores/signup-draft';
import { $landing } from '@app/shared/stores/tracking';
import { loadUser } from '@app/shared/stores/user';
import { apiErrors, type FieldErrors } from '@app/shared/ui/form-errors';
import { FormField } from '@app/shared/ui/form-field';
import { useLazySchema } from '@app/shared/ui/lazy-schema';
import { latestBirthDate } from '../../../common/birth-date';
import { PASSWORD_LENGTH } from '@app/shared/contract/profile-values';
import { focusFirstError } from '../../../common/focus-first-error';
import { PasswordField } from '../../../common/password-field';
import {
  accountErrors,
  loadSignupSchema,
  moveSexualityError,
  validSignup,
  type AccountContext,
} from './account-values';
import { postSignup } from '../api/post-signup';
import { FormMessage } from '../components/form-message';
import { GenderFields } from '../components/gender-fields';
import { HaveAccount } from '../components/have-account';
import { SignupClosed } from '../components/signup-closed';
import { signupAccess } from '../signup-access';
import { signupWaitMessage } from '@app/shared/ui/signup-wait';

export interface AccountFormProps {
  /** The account exists and the member is logged in. */
  onCreated: () => void;
  /** Switches to the login form (in the modal); without it, a link to /login. */
  onSwitchToLogin?: () => void;
}

/** Server answers that belong to one field rather than to the whole form. */
function placeServerError(
  fields: FieldErrors,
  message: string | null,
): { fields: FieldErrors; message: string | null } {
  if (message === 'errors.email_taken') return { fields: { ...fields, email: message }, message: null };
  if (message === 'errors.invitation_invalid')
    return { fields: { ...fields, invitation_code: message }, message: null };
  return { fields: moveSexualityError(fields), message };
}

/**
 * The account step (spec sections 2 and 5): email, name, date of birth, password, gender and whom the
 * visitor looks for, and an invitation code where the site asks for one. The values live in the
 * sign-up draft; the shared schema checks them as the server does.
 */
export function AccountForm({ onCreated, onSwitchToLogin }: AccountFormProps) {
  const { t } = useTranslation('auth');
  const draft = useStore($signupDraft);
  const settings = useStore($settings);
  const landing = useStore($landing);
  const access = signupAccess(settings?.signups, landing);
  const formRef = useRef<HTMLFormElement>(null);
  const [invitationCode, setInvitationCode] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [checked, setChecked] = useState(false);
  const [message, setMessage] = useState<{ key: string; count?: number } | null>(null);
  const [busy, setBusy] = useState(false);
  const schema = useLazySchema(loadSignupSchema, formRef);

  if (access === 'closed') return <SignupClosed onLogin={onSwitchToLogin} />;

  const given: Omit<AccountContext, 'schema'> = { access, invitationCode, landing, settings };
  const change = (patch: Partial<SignupDraft>) => {
    updateSignupDraft(patch);
    const loaded = schema.current();
    if (checked && loaded) setErrors(accountErrors({ ...draft, ...patch }, { ...given, schema: loaded }));
  };

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setChecked(true);
    setMessage(null);
    const context: AccountContext = { ...given, schema: await schema.load() };
    const found = accountErrors(draft, context);
    setErrors(found);
    const signup = validSignup(draft, context);
    if (!signup) return focusFirstError(formRef.current);
    setBusy(true);
    try {
      await postSignup(signup);
      signupAccountCreated('photo');
      await loadUser();
      onCreated();
    } catch (error) {
      const answer = apiErrors(error);
      const placed = placeServerError(answer.fields, answer.message);
      setErrors(placed.fields);
      setMessage(signupWaitMessage(error) ?? (placed.message ? { key: placed.message } : null));
      setBusy(false);
      focusFirstError(formRef.current);
    }
  }

  const text = (name: keyof SignupDraft) => ({
    value: draft[name],
    onChange: (event: { target: { value: string } }) => change({ [name]: event.target.value }),
  });

  return (
    <form ref={formRef} noValidate onSubmit={submit} aria-busy={busy} data-testid="signup-account-form">
      <FormMessage message={message} />
      <FormField name="email" label={t('signup.account.email')} error={errors.email}>
        {(props) => <input {...props} type="email" inputMode="email" autoComplete="email" {...text('email')} />}
      </FormField>
      <FormField name="name" label={t('signup.account.name')} error={errors.name}>
        {(props) => <input {...props} autoComplete="off" {...text('name')} />}
      </FormField>
      <FormField name="date_of_birth" label={t('signup.account.dateOfBirth')} error={errors.date_of_birth}>
        {(props) => (
          <input
            {...props}
            type="date"
            autoComplete="bday"
            min="1900-01-01"
            max={latestBirthDate()}
            {...text('date_of_birth')}
          />
        )}
      </FormField>
      <PasswordField
        name="password"
        label={t('signup.account.password', { min: PASSWORD_LENGTH.min })}
        autoComplete="new-password"
        value={draft.password}
        onChange={(password) => change({ password })}
        error={errors.password}
      />
      <GenderFields gender={draft.gender} seeking={draft.seeking} onChange={change} errors={errors} />
      {access === 'invitation' && (
        <FormField name="invitation_code" label={t('signup.account.invitationCode')} error={errors.invitation_code}>
          {(props) => (
            <input
              {...props}
              autoComplete="off"
              value={invitationCode}
              onChange={(event) => setInvitationCode(event.target.value)}
            />
          )}
        </FormField>
      )}
      <p className="small text-body-secondary">
        <Trans
          t={t}
          i18nKey="signup.account.terms"
          components={{ terms: <Link to="/pages/terms" />, privacy: <Link to="/pages/privacy" /> }}
        />
      </p>
      <button type="submit" className="btn btn-primary btn-lg w-100" disabled={busy}>
        {busy ? t('signup.account.submitting') : t('signup.account.submit')}
      </button>
      <HaveAccount onLogin={onSwitchToLogin} className="mt-3 mb-0 text-center" />
    </form>
  );
}
