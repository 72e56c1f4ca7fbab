import { useStore } from '@nanostores/react';
import { REMOTES } from '@app/shared/contract';
import { $user } from '@app/shared/stores/user';
import { useRouteInfo } from '../../app/route-info';
import { RemoteOverlay } from './remote-overlay';

/**
 * The member's banners (activation reminder, mail off, profile photo, push) from mf-auth-signup's
 * `./Alerts`, for the current route. Loaded only while a member is logged in.
 */
export function MemberAlerts() {
  const user = useStore($user);
  const { routeName } = useRouteInfo();
  if (!user) return null;
  return <RemoteOverlay remote={REMOTES['mf-auth-signup']} exposed="Alerts" props={{ routeName }} />;
}
