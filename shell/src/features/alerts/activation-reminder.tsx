import { useEffect, useState } from 'react';
import { useTranslation } from '@app/shared/i18n/react';
import { useSearchParams } from '@app/shared/router';
import { SIGNUP_COMPLETE_QUERY } from '@app/shared/contract';
import { Modal } from '@app/shared/ui/modal';
import { fetchOwnProfile } from '@app/shared/stores/own-profile';
import type { ActivationReminder as Shown } from './alert-rules';
import { ResendActivation } from './resend-activation';
import { SiteAlert } from './site-alert';

/**
 * The member's address: the user of user.php carries none, the own profile (GET /api/profile.php) has
 * it. Null until it has arrived (or when it failed): the texts go without.
 */
function useOwnEmail(): string | null {
  const [email, setEmail] = useState<string | null>(null);
  useEffect(() => {
    let current = true;
    fetchOwnProfile().then(
      (profile) => current && setEmail(profile.email),
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, []);
  return email;
}

/** The reminder's text, with the address when it is known. */
function ReminderText({ email }: { email: string | null }) {
  const { t } = useTranslation('shell');
  return email ? t('alerts.activation.textWithEmail', { email }) : t('alerts.activation.text');
}

/**
 * Reminds an unconfirmed member to confirm the email address (spec section 4): an alert, or right
 * after sign-up on a smartphone a modal; closing the modal drops the signup-complete flag, so the
 * alert takes its place.
 */
export function ActivationReminder({ shown }: { shown: Exclude<Shown, 'none'> }) {
  const { t } = useTranslation('shell');
  const email = useOwnEmail();
  const [, setSearchParams] = useSearchParams();
  const close = () =>
    setSearchParams(
      (params) => {
        params.delete(SIGNUP_COMPLETE_QUERY);
        return params;
      },
      { replace: true, preventScrollReset: true },
    );

  if (shown === 'modal') {
    return (
      <Modal
        open
        title={t('alerts.activation.title')}
        onClose={close}
        footer={
          <>
            <ResendActivation className="btn btn-outline-primary" />
            <button type="button" className="btn btn-primary" onClick={close}>
              {t('alerts.activation.ok')}
            </button>
          </>
        }
      >
        <p>
          <ReminderText email={email} />
        </p>
        <p className="small text-body-secondary mb-0">{t('alerts.activation.spam')}</p>
      </Modal>
    );
  }
  return (
    <SiteAlert variant="warning" testId="activation-alert" action={<ResendActivation />}>
      <ReminderText email={email} />
    </SiteAlert>
  );
}
