import { useState, type FormEvent } from 'react';
import { useStore } from '@nanostores/react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '@app/shared/api';
import { $user } from '@app/shared/stores/user';
import { resendActivationMail } from '../api/activation-mail';
import { FormMessage } from '../components/form-message';
import { StepActions } from '../components/step-actions';
import type { StepProps } from '../signup-wizard';

type ResendState = { key: string; variant: 'success' | 'danger' } | null;

/**
 * The email check: where the activation mail went, a way to send it again (POST
 * /api/activation-mail.php, 5 a day), and on to the first matches. Once the address is confirmed
 * (the user store refreshes), it says so.
 */
export function EmailStep({ profile, nav }: StepProps) {
  const { t } = useTranslation('auth');
  const user = useStore($user);
  const [busy, setBusy] = useState(false);
  const [resent, setResent] = useState<ResendState>(null);
  const confirmed = user?.status === 'confirmed';

  async function resend() {
    if (busy) return;
    setBusy(true);
    setResent(null);
    try {
      await resendActivationMail();
      setResent({ key: 'auth:signup.email.resent', variant: 'success' });
    } catch (error) {
      const limited = error instanceof ApiError && error.code === 'rate_limited';
      setResent({ key: limited ? 'auth:signup.email.resendLimit' : 'errors.generic', variant: 'danger' });
    } finally {
      setBusy(false);
    }
  }

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
      <StepActions nav={nav} submitLabel={t('signup.email.continue')} />
    </form>
  );
}
