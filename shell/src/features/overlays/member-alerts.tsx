import { useStore } from '@nanostores/react';
import { atom } from 'nanostores';
import { REMOTES } from '@app/shared/contract';
import { $user } from '@app/shared/stores/user';
import { useRouteInfo } from '../../app/route-info';
import { RemoteOverlay } from './remote-overlay';

/** Whether the member's alerts have been rendered once (the layout waits for them; issue 14). */
export const $memberAlertsShown = atom(false);
const shown = () => $memberAlertsShown.set(true);

/**
 * The member's banners (activation reminder, mail off, profile photo, push) from mf-auth-signup's
 * `./Alerts`, for the current route. Loaded only while a member is logged in.
 */
export function MemberAlerts() {
  const user = useStore($user);
  const { routeName } = useRouteInfo();
  if (!user) return null;
  return <RemoteOverlay remote={REMOTES['mf-auth-signup']} exposed="Alerts" props={{ routeName }} onShown={shown} />;
}
