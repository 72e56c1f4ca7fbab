import { useId, useRef, useState } from 'react';
import { useTranslation, Trans } from '@app/shared/i18n/react';
import { PASSWORD_LENGTH } from '@app/shared/contract/profile-values';
import { latestBirthDate } from '@app/shared/contract/signup-form';
import { Link } from '@app/shared/router';
import { FormField } from '@app/shared/ui/form-field';
import { GenderFields } from './gender-fields';
import { LoginLink } from './login-link';
import { useLanderSignup } from './use-lander-signup';

export interface LanderSignupProps {
  /** The campaign's own button text, else the default. */
  cta?: string | null;
  /** The heading above the form, else the default. */
  title?: string;
  /** Where the new member lands once /complete-signup is done (a member landing: the chat). */
  afterSignup?: string;
}

/**
 * The sign-up on a lander's own page (spec sections 2 and 5): email, name, date of birth, password,
 * gender and whom the visitor looks for, an invitation code where the site asks for one; then
 * /complete-signup. "I already have an account" leads to the login, and back here.
 */
export function LanderSignup({ cta, title, afterSignup }: LanderSignupProps) {
  const { t } = useTranslation('landers');
  const formRef = useRef<HTMLFormElement>(null);
  const titleId = useId();
  const showId = useId();
  const [shown, setShown] = useState(false);
  const form = useLanderSignup(formRef, afterSignup);
  const { draft, errors, change } = form;
  const text = (name: 'email' | 'name' | 'date_of_birth' | 'password') => ({
    value: draft[name],
    onChange: (event: { target: { value: string } }) => change({ [name]: event.target.value }),
  });

  return (
    <section id="signup" aria-labelledby={titleId} data-testid="lander-signup">
      <h2 id={titleId} className="h4 mb-3">
        {title ?? t('signup.title')}
      </h2>
      {form.access === 'closed' ? (
        <div role="status" className="alert alert-info" data-testid="signup-closed">
          {t('errors.signup_closed', { ns: 'common' })}
        </div>
      ) : (
        <form ref={formRef} noValidate onSubmit={form.submit} aria-busy={form.busy}>
          {form.message && (
            <div role="alert" className="alert alert-danger">
              {t(form.message.key, { ns: 'common', count: form.message.count })}
            </div>
          )}
          <FormField name="email" label={t('signup.email')} error={errors.email}>
            {(props) => <input {...props} type="email" inputMode="email" autoComplete="email" {...text('email')} />}
          </FormField>
          <FormField name="name" label={t('signup.name')} error={errors.name}>
            {(props) => <input {...props} autoComplete="off" {...text('name')} />}
          </FormField>
          <FormField name="date_of_birth" label={t('signup.dateOfBirth')} error={errors.date_of_birth}>
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
          <FormField name="password" label={t('signup.password', { min: PASSWORD_LENGTH.min })} error={errors.password}>
            {(props) => (
              <input {...props} type={shown ? 'text' : 'password'} autoComplete="new-password" {...text('password')} />
            )}
          </FormField>
          <div className="form-check mb-3">
            <input
              id={showId}
              className="form-check-input"
              type="checkbox"
              checked={shown}
              onChange={(event) => setShown(event.target.checked)}
            />
            <label className="form-check-label small" htmlFor={showId}>
              {t('signup.showPassword')}
            </label>
          </div>
          <GenderFields gender={draft.gender} seeking={draft.seeking} onChange={change} errors={errors} />
          {form.access === 'invitation' && (
            <FormField name="invitation_code" label={t('signup.invitationCode')} error={errors.invitation_code}>
              {(props) => (
                <input
                  {...props}
                  autoComplete="off"
                  value={form.invitationCode}
                  onChange={(event) => form.changeInvitationCode(event.target.value)}
                />
              )}
            </FormField>
          )}
          <button type="submit" className="btn btn-primary btn-lg w-100" disabled={form.busy}>
            {form.busy ? t('signup.submitting') : (cta ?? t('signup.submit'))}
          </button>
          <p className="small text-body-secondary mt-2 mb-0">
            <Trans
              t={t}
              i18nKey="signup.terms"
              components={{ terms: <Link to="/pages/terms" />, privacy: <Link to="/pages/privacy" /> }}
            />
          </p>
        </form>
      )}
      <LoginLink className="mt-3 mb-0 text-center" />
    </section>
  );
}
