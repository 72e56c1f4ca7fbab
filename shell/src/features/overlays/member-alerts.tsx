import { lazy, Suspense, useEffect } from 'react';
import { useStore } from '@nanostores/react';
import { atom } from 'nanostores';
import { $user } from '@app/shared/stores/user';
import { useRouteInfo } from '../../app/route-info';
import { SlotErrorBoundary } from '../../app/slot-error-boundary';

/** Whether the member's alerts have been rendered once (the layout waits for them; issue 14). */
export const $memberAlertsShown = atom(false);

/** Renders nothing; mounted with the alerts (or in their place when they failed), it tells that they are on the screen. */
function Shown() {
  useEffect(() => $memberAlertsShown.set(true), []);
  return null;
}

// Their own chunk, loaded only for a member: a visitor's first script does not carry them (ADR 0020).
const Alerts = lazy(() => import(/* webpackChunkName: "alerts" */ '../alerts/alerts'));

/**
 * The member's banners (activation reminder, mail off, profile photo, push; `../alerts/`), for the
 * current route. Loaded only while a member is logged in; while they load, and when they cannot be
 * loaded or throw, nothing shows and the page around them never breaks.
 */
export function MemberAlerts() {
  const user = useStore($user);
  const { routeName } = useRouteInfo();
  if (!user) return null;
  return (
    <SlotErrorBoundary fallback={() => <Shown />}>
      <Suspense fallback={null}>
        <Alerts routeName={routeName} />
        <Shown />
      </Suspense>
    </SlotErrorBoundary>
  );
}
