import { useStore } from '@nanostores/react';
import { useTranslation } from '@app/shared/i18n/react';
import { $installedApp } from '../../stores/app-mode';
import { $settings, siteCountry } from '@app/shared/stores/settings';
import { $siteEntryWarning, acceptSiteEntryWarning, shouldShowSiteEntryWarning } from '../../stores/site-entry-warning';
import { $user } from '@app/shared/stores/user';
import { Modal } from '@app/shared/ui/modal';
import { useRouteInfo } from '../../app/route-info';

/** The site-entry warning modal with the rules of spec sections 2 and 5. */
export function SiteEntryWarning() {
  const { t } = useTranslation('shell');
  const settings = useStore($settings);
  const user = useStore($user);
  const { skipStored } = useStore($siteEntryWarning);
  const installedApp = useStore($installedApp);
  const { routeName, layout } = useRouteInfo();
  const open = shouldShowSiteEntryWarning({
    installedApp,
    loggedIn: Boolean(user),
    skipStored,
    enableSiteEntryPopup: settings?.enable_site_entry_popup,
    routeName,
    layout,
    country: siteCountry(settings),
  });
  if (!open) return null;
  return (
    <Modal
      open
      dismissible={false}
      title={t('siteEntry.title')}
      footer={
        <>
          <button type="button" className="btn btn-outline-secondary text-dark" onClick={() => history.back()}>
            {t('siteEntry.leave')}
          </button>
          <button type="button" className="btn btn-primary" onClick={acceptSiteEntryWarning}>
            {t('siteEntry.enter')}
          </button>
        </>
      }
    >
      <p>{t('siteEntry.adults')}</p>
      <p className="mb-0 small">{t('siteEntry.content')}</p>
    </Modal>
  );
}
