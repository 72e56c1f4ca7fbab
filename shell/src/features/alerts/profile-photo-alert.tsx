import { useTranslation } from '@app/shared/i18n/react';
import { Link } from '@app/shared/router';
import { dismiss } from '../../stores/dismissals';
import { SiteAlert } from './site-alert';

/** Asks a member without a main photo to add one (spec section 6). */
export function ProfilePhotoAlert() {
  const { t } = useTranslation('shell');
  return (
    <SiteAlert
      variant="info"
      testId="profile-photo-alert"
      onDismiss={() => dismiss('profilePhotoAlert')}
      action={
        <Link to="/profile" className="btn btn-sm btn-primary text-nowrap">
          {t('alerts.profilePhoto.action')}
        </Link>
      }
    >
      {t('alerts.profilePhoto.text')}
    </SiteAlert>
  );
}
