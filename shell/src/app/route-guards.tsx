import type { ReactNode } from 'react';
import { useStore } from '@nanostores/react';
import { Navigate, useParams } from '@app/shared/router';
import { LOGIN_TOKEN_PATTERN, MEMBERS_ONLY_ROUTES, type LayoutName } from '@app/shared/contract/routes';
import type { RouteGuardName } from '@app/shared/contract/shell-routes';
import { $user } from '@app/shared/stores/user';
import { NotFoundPage } from '../features/errors/not-found-page';
import { MembersOnly } from '../features/members-only/members-only';

/** `/` belongs to the landers remote for visitors; members go to /members. */
function VisitorsOnly({ children }: { children: ReactNode }) {
  const user = useStore($user);
  return user ? <Navigate to="/members" replace /> : children;
}

/** `/{token}` is a login link only when it looks like one; any other single segment is unknown. */
function TokenGuard({ children }: { children: ReactNode }) {
  const { token = '' } = useParams();
  return LOGIN_TOKEN_PATTERN.test(token) ? children : <NotFoundPage />;
}

/** What a guard is told of its route. */
interface GuardedRoute {
  routeName: string;
  layout: LayoutName;
}

/**
 * The shell's guards by the name a route gives (`ROUTE_GUARDS` of the contract, which the server
 * shares): a route naming another one shows the error page (`router.tsx`).
 */
export const GUARDS: Record<RouteGuardName, (page: ReactNode, route: GuardedRoute) => ReactNode> = {
  'visitors-only': (page) => <VisitorsOnly>{page}</VisitorsOnly>,
  'login-token': (page) => <TokenGuard>{page}</TokenGuard>,
  'members-only': (page, route) => (
    <MembersOnly
      reason={MEMBERS_ONLY_ROUTES[route.routeName] ?? 'generic'}
      hostsSignupModal={route.layout === 'default' || route.layout === 'empty'}
    >
      {page}
    </MembersOnly>
  ),
};
