import { useStore } from '@nanostores/react';
import { useEffect } from 'react';
import { useTranslation } from '@app/shared/i18n/react';
import { Link, Navigate } from '@app/shared/router';
import { refreshPush } from '@app/shared/stores/push';
import { $user } from '@app/shared/stores/user';
import { LoadState } from '@app/shared/ui/load-state';
import { MailOffNotice } from './mail-off-notice';
import { NotificationGrid } from './notification-grid';
import { $notifications, loadNotifications, setMailEnabled, setNotification } from './notifications-store';
import { PushPanel } from './push-panel';

/** /notifications: which notifications come by mail and by push, and push in this browser. */
export function NotificationsPage() {
  const user = useStore($user);
  if (user === null) return <Navigate to={`/login?returnTo=${encodeURIComponent('/notifications')}`} replace />;
  return <NotificationSettings />;
}

function NotificationSettings() {
  const { t } = useTranslation('auth');
  const { status, data, saving, error } = useStore($notifications);

  useEffect(() => {
    void loadNotifications();
    void refreshPush();
  }, []);

  return (
    <div className="container py-4" style={{ maxWidth: '48rem' }}>
      <h1 style={{ hyphens: 'auto' }} className="text-break h2 mb-3">
        {t('screens.notifications')}
      </h1>
      {status === 'ready' ? (
        // A switch that could not be saved.
        error && (
          <div role="alert" className="alert alert-danger">
            {t(error, { ns: 'common' })}
          </div>
        )
      ) : (
        <LoadState error={error} onRetry={() => void loadNotifications()} />
      )}
      {data && (
        <>
          <MailOffNotice
            data={data}
            saving={saving.includes('mail_enabled')}
            onEnable={() => void setMailEnabled(true)}
          />
          <section className="card mb-4" aria-labelledby="notification-kinds-title">
            <div className="card-body px-3 px-sm-4">
              <h2 id="notification-kinds-title" className="h5">
                {t('notifications.gridTitle')}
              </h2>
              <p className="text-body-secondary small">{t('notifications.gridIntro')}</p>
              <NotificationGrid data={data} saving={saving} onChange={(...change) => void setNotification(...change)} />
              {data.mail_enabled && (
                <button
                  type="button"
                  className="btn btn-link px-0 mt-2 text-start"
                  disabled={saving.includes('mail_enabled')}
                  onClick={() => void setMailEnabled(false)}
                >
                  {t('notifications.mailAllOff')}
                </button>
              )}
            </div>
          </section>
        </>
      )}
      <PushPanel />
      <p className="small text-body-secondary">{t('notifications.unsubscribeNote')}</p>
      <p className="small">
        <Link to="/profile#settings">{t('notifications.profileLink')}</Link>
      </p>
    </div>
  );
}
