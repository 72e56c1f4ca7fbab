import { useState, type FormEvent } from 'react';
import { useTranslation } from '@app/shared/i18n/react';
import { ABOUT_ME_MAX_LENGTH, INTERESTS_MAX, SIGNUP_MESSAGE_MAX_LENGTH } from '@app/shared/contract/profile-values';
import { $signupDraft, updateSignupDraft } from '@app/shared/stores/signup-draft';
import { FormField } from '@app/shared/ui/form-field';
import { InterestChips } from '../../../common/reference-data/interest-chips';
import { FormMessage } from '../components/form-message';
import { StepActions } from '../components/step-actions';
import type { StepProps } from './step-props';
import { useStepSave } from './use-step-save';

/** A text area with a "12 / 500" counter tied to it for screen readers. */
function TextArea({
  name,
  label,
  value,
  max,
  error,
  onChange,
}: {
  name: string;
  label: string;
  value: string;
  max: number;
  error?: string;
  onChange: (value: string) => void;
}) {
  return (
    <FormField name={name} label={label} error={error}>
      {(props) => (
        <>
          <textarea
            {...props}
            rows={4}
            maxLength={max}
            value={value}
            onChange={(event) => onChange(event.target.value)}
          />
          <div className="form-text text-end" aria-live="polite" aria-atomic="true">
            {value.length} / {max}
          </div>
        </>
      )}
    </FormField>
  );
}

/**
 * The about-me step: interests (at most INTERESTS_MAX), the signup message (kept in the draft) and the
 * about-me text, saved with PUT /api/profile.php.
 */
export function AboutStep({ profile, onSaved, nav }: StepProps) {
  const { t } = useTranslation('auth');
  const [interests, setInterests] = useState<string[]>(profile.interests);
  const [aboutMe, setAboutMe] = useState(profile.about_me ?? '');
  const [signupMessage, setSignupMessage] = useState(
    () => $signupDraft.get().signup_message || (profile.signup_message ?? ''),
  );
  const { formRef, errors, message, busy, save } = useStepSave({ onSaved, nav });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void save({ interests, signup_message: signupMessage, about_me: aboutMe });
  };

  return (
    <form ref={formRef} noValidate onSubmit={submit} aria-busy={busy}>
      <p>{t('signup.about.intro')}</p>
      <FormMessage message={message ? { key: message } : null} />
      <InterestChips
        legend={t('signup.about.interests')}
        count={t('signup.about.interestsCount', { chosen: interests.length, max: INTERESTS_MAX })}
        selected={interests}
        onChange={setInterests}
        error={errors.interests}
        className="mb-4"
      />
      <TextArea
        name="signup_message"
        label={t('signup.about.signupMessage')}
        value={signupMessage}
        max={SIGNUP_MESSAGE_MAX_LENGTH}
        error={errors.signup_message}
        onChange={(value) => {
          setSignupMessage(value);
          updateSignupDraft({ signup_message: value });
        }}
      />
      <TextArea
        name="about_me"
        label={t('signup.about.aboutMe')}
        value={aboutMe}
        max={ABOUT_ME_MAX_LENGTH}
        error={errors.about_me}
        onChange={setAboutMe}
      />
      <StepActions nav={nav} busy={busy} />
    </form>
  );
}
