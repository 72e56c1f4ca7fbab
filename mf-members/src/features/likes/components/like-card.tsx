import { useTranslation } from '@app/shared/i18n/react';
import { Link } from '@app/shared/router';
import type { Profile } from '@app/shared/contract';
import { MemberCard } from '../../../common/member-card';
import { LikeButton } from '../../../common/like-button';

export interface LikeCardProps {
  profile: Profile;
  /** The member likes this profile. */
  liked: boolean;
  /** This profile likes the member. */
  likesMe: boolean;
  /** A like the member has not seen yet. */
  isNew?: boolean;
  /** The name's heading level: 3 under a section's h2, 2 right under the page's h1. */
  headingLevel?: 2 | 3;
}

/** A member in a likes list: the member's card, the new mark, the match for a mutual like, like or unlike. */
export function LikeCard({ profile, liked, likesMe, isNew = false, headingLevel = 3 }: LikeCardProps) {
  const { t } = useTranslation('members');
  return (
    <MemberCard
      profile={profile}
      headingLevel={headingLevel}
      testId="like-card"
      highlighted={isNew}
      badge={isNew && <span className="badge text-bg-primary">{t('likes.new')}</span>}
    >
      {liked && likesMe && (
        <Link to={`/likes/m/${profile.id}`} className="btn btn-sm btn-outline-dark w-100">
          {t('likes.viewMatch')}
        </Link>
      )}
      <LikeButton profile={profile} liked={liked} likesMe={likesMe} compact />
    </MemberCard>
  );
}
