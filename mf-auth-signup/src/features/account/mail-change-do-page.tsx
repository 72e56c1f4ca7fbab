import { useStore } from '@nanostores/react';
import { useTranslation } from '@app/shared/i18n/react';
import { Link, useSearchParams } from '@app/shared/router';
import { $user } from '@app/shared/stores/user';
import { AccountCard } from './account-card';

/**
 * /mail-change/do?status=done|error: where the link of the mail-change mail lands after the server
 * used it (GET /api/mail-change-do.php). Anything but `done` is an invalid, used or expired link.
 */
export function MailChangeDoPage() {
  const { t } = useTranslation('auth');
  const user = useStore($user);
  const done = useSearchParams()[0].get('status') === 'done';
  const next = user ? { to: '/profile', label: t('account.toProfile') } : { to: '/login', label: t('account.login') };

  if (done) {
    return (
      <AccountCard title={t('account.mailChange.doneTitle')}>
        <p role="status">{t('account.mailChange.done')}</p>
        <Link to={next.to} className="btn btn-primary">
          {next.label}
        </Link>
      </AccountCard>
    );
  }
  return (
    <AccountCard title={t('account.mailChange.errorTitle')}>
      <div className="alert alert-danger" role="alert">
        {t('errors.link_invalid', { ns: 'common' })}
      </div>
      <p>{t('account.mailChange.errorText')}</p>
      <Link to={next.to} className="btn btn-primary">
        {next.label}
      </Link>
    </AccountCard>
  );
}
