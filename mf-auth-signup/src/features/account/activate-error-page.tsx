import { useStore } from '@nanostores/react';
import { useTranslation } from '@app/shared/i18n/react';
import { Link } from '@app/shared/router';
import { $settings } from '@app/shared/stores/settings';
import { $user } from '@app/shared/stores/user';
import { AccountCard } from './account-card';
import { ResendActivationMail } from './resend-activation-mail';

/** What a visitor or member can do next on the activation error page. */
function NextStep() {
  const { t } = useTranslation('auth');
  const user = useStore($user);
  if (user === undefined) return null;
  if (!user) {
    return (
      <>
        <p>{t('account.activateError.loginToResend')}</p>
        <Link to="/login?returnTo=%2Factivate%2Ferror" className="btn btn-primary">
          {t('account.login')}
        </Link>
      </>
    );
  }
  if (user.status === 'confirmed') {
    return (
      <>
        <p>{t('account.activateError.alreadyConfirmed')}</p>
        <Link to="/members" className="btn btn-primary">
          {t('account.activateDone.members.action')}
        </Link>
      </>
    );
  }
  return (
    <>
      <p>{t('account.activateError.resendText')}</p>
      <ResendActivationMail />
    </>
  );
}

/**
 * /activate/error: the activation link was invalid, used or expired. A new mail (for a logged-in
 * member), else a login first; and the support address.
 */
export function ActivateErrorPage() {
  const { t } = useTranslation('auth');
  const settings = useStore($settings);
  return (
    <AccountCard title={t('account.activateError.title')}>
      <div className="alert alert-danger" role="alert">
        {t('account.activateError.text')}
      </div>
      <NextStep />
      <p className="mt-4 mb-0 small">
        {t('account.activateError.support')}{' '}
        {settings?.support_email ? (
          <a href={`mailto:${settings.support_email}`}>{settings.support_email}</a>
        ) : (
          <Link to="/pages/service">{t('account.activateError.supportLink')}</Link>
        )}
      </p>
    </AccountCard>
  );
}
