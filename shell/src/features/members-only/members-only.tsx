import { lazy, Suspense, useState, type ReactNode } from 'react';
import { useStore } from '@nanostores/react';
import { useLocation } from '@app/shared/router';
import type { SignupReason } from '@app/shared/contract';
import { $user } from '@app/shared/stores/user';
import { PageSpinner } from '../loading/page-spinner';

const MembersOnlyPanel = lazy(() => import(/* webpackChunkName: "members-only" */ './members-only-panel'));

function arrivalOf(user: unknown): 'visitor' | 'member' | undefined {
  if (user === undefined) return undefined;
  return user ? 'member' : 'visitor';
}

export interface MembersOnlyProps {
  reason: SignupReason;
  /** Whether the route's layout hosts the signup modal (default and empty do, spec section 2). */
  hostsSignupModal: boolean;
  children: ReactNode;
}

/**
 * A route only members may open (MEMBERS_ONLY_ROUTES). A visitor gets the reason's message, links to
 * sign up and to log in that come back here, and the signup modal where the layout hosts it
 * (`members-only-panel.tsx`, a chunk loaded only for a visitor).
 */
export function MembersOnly({ reason, hostsSignupModal, children }: MembersOnlyProps) {
  const user = useStore($user);
  const { pathname, search } = useLocation();
  const returnTo = `${pathname}${search}`;
  // Only a visitor who arrives here gets the modal; a member who logs out or deletes the account here
  // is on the way elsewhere.
  const [arrival, setArrival] = useState(() => arrivalOf(user));
  // Set once, when the user becomes known (React's "adjust state while rendering" pattern).
  if (arrival === undefined && user !== undefined) setArrival(arrivalOf(user));

  if (user === undefined) return <PageSpinner />;
  if (user) return children;
  return (
    <Suspense fallback={<PageSpinner />}>
      <MembersOnlyPanel
        reason={reason}
        returnTo={returnTo}
        opensSignupModal={arrival === 'visitor' && hostsSignupModal}
      />
    </Suspense>
  );
}
