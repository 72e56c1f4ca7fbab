import { useTranslation } from '@app/shared/i18n/react';
import { Link } from '@app/shared/router';
import { dismiss } from '../../stores/dismissals';
import { SiteAlert } from './site-alert';

/** Tells a member that all mail is off, with the way to turn it on again (spec sections 6 and 8). */
export function DisabledNotificationsAlert() {
  const { t } = useTranslation('shell');
  return (
    <SiteAlert
      variant="warning"
      testId="disabled-notifications-alert"
      onDismiss={() => dismiss('disabledNotificationsAlert')}
      action={
        <Link to="/notifications" className="btn btn-sm btn-outline-dark text-nowrap">
          {t('alerts.disabledNotifications.action')}
        </Link>
      }
    >
      {t('alerts.disabledNotifications.text')}
    </SiteAlert>
  );
}
