import { useState } from 'react';
import { useTranslation } from '@app/shared/i18n/react';
import { Link } from '@app/shared/router';
import type { MemberProfile } from '@app/shared/contract';
import { LikeButton } from '../../../common/like-button';
import { BlockAction } from './block-action';
import { GiftIcon, HeartIcon } from '@app/shared/ui/icons';
import { ReportModal } from './report-modal';
import { askVisitorToSignUp } from './visitor-gate';

export interface ProfileActionsProps {
  profile: MemberProfile;
  /** A visitor: every action opens the signup modal with its own message. */
  visitor: boolean;
  onChange: (change: Partial<MemberProfile>) => void;
}

/** Message, like or unlike, gift, block or unblock, report: the buttons of the profile view. */
export function ProfileActions({ profile, visitor, onChange }: ProfileActionsProps) {
  const { t } = useTranslation('members');
  const [reporting, setReporting] = useState(false);

  if (visitor) {
    const ask = (reason: 'chat' | 'like' | 'gift' | 'profile') => () => askVisitorToSignUp(reason, profile);
    return (
      <div className="d-flex flex-wrap gap-2">
        <button type="button" className="btn btn-primary" onClick={ask('chat')}>
          {t('profileView.message')}
        </button>
        <button type="button" className="btn btn-outline-primary" onClick={ask('like')}>
          <HeartIcon size={18} className="me-1 align-text-bottom" />
          {t('likeButton.like')}
        </button>
        <button type="button" className="btn btn-outline-primary" onClick={ask('gift')}>
          <GiftIcon size={18} className="me-1 align-text-bottom" />
          {t('profileView.gift')}
        </button>
        <button type="button" className="btn btn-outline-dark" onClick={ask('profile')}>
          {t('profileView.report.button')}
        </button>
      </div>
    );
  }

  return (
    <div className="d-flex flex-wrap gap-2">
      {profile.blocked ? (
        <p className="w-100 mb-0 text-body-secondary">{t('profileView.block.blockedNote', { name: profile.name })}</p>
      ) : (
        <>
          <Link to={`/members/${profile.id}/chat`} className="btn btn-primary">
            {t('profileView.message')}
          </Link>
          <LikeButton
            key={profile.id}
            profile={profile}
            liked={profile.liked}
            likesMe={profile.liked_me}
            onLiked={(liked) => onChange({ liked })}
          />
          <Link to={`/members/${profile.id}/chat?gift=1`} className="btn btn-outline-primary">
            <GiftIcon size={18} className="me-1 align-text-bottom" />
            {t('profileView.gift')}
          </Link>
        </>
      )}
      <BlockAction profile={profile} onBlocked={(blocked) => onChange({ blocked })} />
      <button type="button" className="btn btn-outline-dark" onClick={() => setReporting(true)}>
        {t('profileView.report.button')}
      </button>
      <ReportModal profile={profile} open={reporting} onClose={() => setReporting(false)} />
    </div>
  );
}
