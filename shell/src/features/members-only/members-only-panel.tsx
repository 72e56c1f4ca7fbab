import { useEffect } from 'react';
import { useTranslation } from '@app/shared/i18n/react';
import { Link } from '@app/shared/router';
import type { SignupReason } from '@app/shared/contract';
import { openSignupModal } from '@app/shared/stores/signup-modal';

export interface MembersOnlyPanelProps {
  reason: SignupReason;
  returnTo: string;
  /** Whether to open the signup modal: a visitor who arrived here, where the layout hosts it. */
  opensSignupModal: boolean;
}

/**
 * What a visitor sees on a members-only route: the reason's message and links to sign up and to log
 * in that come back here. A chunk of its own: members never download it.
 */
export default function MembersOnlyPanel({ reason, returnTo, opensSignupModal }: MembersOnlyPanelProps) {
  const { t } = useTranslation('shell');

  useEffect(() => {
    if (opensSignupModal) openSignupModal({ reason, returnTo });
  }, [opensSignupModal, reason, returnTo]);

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
