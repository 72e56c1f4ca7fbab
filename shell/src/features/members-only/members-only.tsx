import { useEffect, useState, type ReactNode } from 'react';
import { useStore } from '@nanostores/react';
import { useTranslation } from '@app/shared/i18n/react';
import { Link, useLocation } from '@app/shared/router';
import type { SignupReason } from '@app/shared/contract';
import { openSignupModal } from '@app/shared/stores/signup-modal';
import { $user } from '@app/shared/stores/user';
import { PageSpinner } from '../loading/page-spinner';

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
 * sign up and to log in that come back here, and the signup modal where the layout hosts it.
 */
export function MembersOnly({ reason, hostsSignupModal, children }: MembersOnlyProps) {
  const user = useStore($user);
  const { t } = useTranslation('shell');
  const { pathname, search } = useLocation();
  const returnTo = `${pathname}${search}`;
  const isVisitor = user === null;
  // Only a visitor who arrives here gets the modal; a member who logs out or deletes the account here
  // is on the way elsewhere.
  const [arrival, setArrival] = useState(() => arrivalOf(user));
  // Set once, when the user becomes known (React's "adjust state while rendering" pattern).
  if (arrival === undefined && user !== undefined) setArrival(arrivalOf(user));
  const arrivedAsVisitor = arrival === 'visitor';

  useEffect(() => {
    if (isVisitor && arrivedAsVisitor && hostsSignupModal) openSignupModal({ reason, returnTo });
  }, [isVisitor, arrivedAsVisitor, hostsSignupModal, reason, returnTo]);

  if (user === undefined) return <PageSpinner />;
  if (user) return children;
  const back = encodeURIComponent(returnTo);
  return (
    <div className="container py-5 text-center" data-members-only={reason} style={{ maxWidth: '36rem' }}>
      <h1 className="h3">{t('membersOnly.title')}</h1>
      <p className="lead">{t(`membersOnly.reason.${reason}`)}</p>
      <div className="d-flex flex-wrap gap-2 justify-content-center">
        <Link className="btn btn-primary btn-lg" to={`/signup?returnTo=${back}`}>
          {t('membersOnly.signup')}
        </Link>
        <Link className="btn btn-outline-primary btn-lg" to={`/login?returnTo=${back}`}>
          {t('membersOnly.login')}
        </Link>
      </div>
    </div>
  );
}
