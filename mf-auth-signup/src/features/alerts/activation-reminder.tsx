import { useTranslation } from '@app/shared/i18n/react';
import { useSearchParams } from '@app/shared/router';
import { SIGNUP_COMPLETE_QUERY } from '@app/shared/contract';
import { Modal } from '@app/shared/ui/modal';
import { useOwnProfile } from '../own-profile/use-own-profile';
import type { ActivationReminder as Shown } from './alert-rules';
import { ResendActivation } from './resend-activation';
import { SiteAlert } from './site-alert';

/** The reminder's text, with the address when it is known. */
function ReminderText({ email }: { email: string | null }) {
  const { t } = useTranslation('auth');
  return email ? t('alerts.activation.textWithEmail', { email }) : t('alerts.activation.text');
}

/**
 * Reminds an unconfirmed member to confirm the email address (spec section 4): an alert, or right
 * after sign-up on a smartphone a modal; closing the modal drops the signup-complete flag, so the
 * alert takes its place.
 */
export function ActivationReminder({ shown }: { shown: Exclude<Shown, 'none'> }) {
  const { t } = useTranslation('auth');
  // The user of user.php carries no address: the own profile has it. Until then the texts go without.
  const email = useOwnProfile().profile?.email ?? null;
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
