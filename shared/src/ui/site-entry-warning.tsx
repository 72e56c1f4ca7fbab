import { useStore } from '@nanostores/react';
import type { LayoutName } from '../contract/routes';
import { useTranslation } from '@app/shared/i18n/react';
import { $settings, siteCountry } from '@app/shared/stores/settings';
import { $user } from '@app/shared/stores/user';
import { Modal } from './modal';
import { $siteEntryWarning, acceptSiteEntryWarning, shouldShowSiteEntryWarning } from './site-entry-warning-state';

export interface SiteEntryWarningProps {
  /** The site runs as an installed app (then the warning never shows). */
  installedApp: boolean;
  /** The page's route name and layout, which decide where the warning shows. */
  routeName: string;
  layout: LayoutName;
}

/**
 * The site-entry warning modal with the rules of spec sections 2 and 5, in the shell's layouts and the
 * landers' first-visit page of the visitors' home (ADR 0036).
 */
export function SiteEntryWarningModal({ installedApp, routeName, layout }: SiteEntryWarningProps) {
  const { t } = useTranslation('common');
  const settings = useStore($settings);
  const user = useStore($user);
  const { skipStored } = useStore($siteEntryWarning);
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
