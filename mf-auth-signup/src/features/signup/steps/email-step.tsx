import type { FormEvent } from 'react';
import { useStore } from '@nanostores/react';
import { useTranslation } from '@app/shared/i18n/react';
import { afterSignupPath } from '@app/shared/ui/after-signup';
import { $user } from '@app/shared/stores/user';
import { useResendActivation, type ResendState } from '@app/shared/ui/use-resend-activation';
import { FormMessage } from '../components/form-message';
import { StepActions } from '../components/step-actions';
import type { StepProps } from './step-props';

/** What this step says about a new mail: its own texts for sent, the daily limit and any other failure. */
const RESEND_MESSAGES: Partial<Record<ResendState['step'], { key: string; variant: 'success' | 'danger' }>> = {
  sent: { key: 'auth:signup.email.resent', variant: 'success' },
  limit: { key: 'auth:signup.email.resendLimit', variant: 'danger' },
  error: { key: 'errors.generic', variant: 'danger' },
};

/**
 * The email check: where the activation mail went, a way to send it again (POST
 * /api/activation-mail.php, 5 a day), and on to the first matches. Once the address is confirmed
 * (the user store refreshes), it says so. When the page the member signed up on asked to go on
 * somewhere else (the chat with a member), the button says only "Continue".
 */
export function EmailStep({ profile, nav }: StepProps) {
  const { t } = useTranslation('auth');
  const user = useStore($user);
  const { state, resend } = useResendActivation();
  const busy = state.step === 'sending';
  const resent = RESEND_MESSAGES[state.step];
  const confirmed = user?.status === 'confirmed';

  const submit = (event: FormEvent) => {
    event.preventDefault();
    nav.onNext();
  };

  return (
    <form noValidate onSubmit={submit}>
      {confirmed ? (
        <FormMessage variant="success" message={{ key: 'auth:signup.email.confirmed' }} />
      ) : (
        <>
          <p className="fs-5 text-break" data-testid="email-sent">
            {t('signup.email.sent', { email: profile.email })}
          </p>
          <p>{t('signup.email.instructions')}</p>
          <p className="text-body-secondary small mb-2">{t('signup.email.noMail')}</p>
          <button
            type="button"
            className="btn btn-outline-primary mb-3"
            onClick={() => void resend()}
            aria-disabled={busy}
          >
            {busy && <span className="spinner-border spinner-border-sm me-2" aria-hidden="true" />}
            {t('signup.email.resend')}
          </button>
          <div aria-live="polite">
            {resent && <FormMessage variant={resent.variant} message={{ key: resent.key }} />}
          </div>
        </>
      )}
      <StepActions nav={nav} submitLabel={t(afterSignupPath() ? 'signup.email.continueOn' : 'signup.email.continue')} />
    </form>
  );
}
