import { useTranslation } from '@app/shared/i18n/react';
import { Link } from '@app/shared/router';
import { accountExportUrl } from '../api/account';
import type { useProfileVisibility } from '../deletion/use-profile-visibility';
import { LogoutEverywhere } from './logout-everywhere';
import { MailChangeForm } from './mail-change-form';
import { PasswordForm } from './password-form';

export interface AccountSettingsProps {
  email: string;
  hidden: boolean;
  visibility: ReturnType<typeof useProfileVisibility>;
}

/**
 * Visibility, email address, password, notification settings, the download of the member's data and
 * logging out on every device.
 */
export function AccountSettings({ email, hidden, visibility }: AccountSettingsProps) {
  const { t } = useTranslation('auth');
  const { busy, failure, change } = visibility;
  return (
    <>
      {hidden && (
        <div className="alert alert-warning d-flex flex-wrap align-items-center gap-2">
          <span className="me-auto">{t('profile.deletion.hiddenText')}</span>
          <button
            type="button"
            className="btn btn-sm btn-primary"
            disabled={busy !== null}
            aria-busy={busy === 'show'}
            onClick={() => void change('show')}
          >
            {t('profile.deletion.show')}
          </button>
        </div>
      )}
      {failure && (
        <div role="alert" className="alert alert-danger">
          {t(failure, { ns: 'common' })}
        </div>
      )}
      <div className="row g-4">
        <div className="col-lg-6">
          <MailChangeForm email={email} />
        </div>
        <div className="col-lg-6">
          <PasswordForm />
        </div>
      </div>
      <hr className="my-4" />
      <div className="d-flex flex-column flex-sm-row flex-wrap gap-2">
        <Link className="btn btn-outline-primary" to="/notifications">
          {t('profile.notificationsLink')}
        </Link>
        <a className="btn btn-outline-dark" href={accountExportUrl()} download>
          {t('profile.exportLink')}
        </a>
      </div>
      <hr className="my-4" />
      <LogoutEverywhere />
    </>
  );
}
