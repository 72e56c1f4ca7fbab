import { useStore } from '@nanostores/react';
import { SiteEntryWarningModal } from '@app/shared/ui/site-entry-warning';
import { $installedApp } from '../../stores/app-mode';
import { useRouteInfo } from '../../app/route-info';

/** The site-entry warning of the page the shell shows (its rules: `@app/shared/ui/site-entry-warning-state`). */
export function SiteEntryWarning() {
  const installedApp = useStore($installedApp);
  const { routeName, layout } = useRouteInfo();
  return <SiteEntryWarningModal installedApp={installedApp} routeName={routeName} layout={layout} />;
}
