import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Profile } from '@app/shared/contract';
import { FictionalMark } from '@app/shared/ui/fictional-mark';
import { LikeButton } from './like-button';
import { ProfilePhoto } from '@app/shared/ui/profile-photo';

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

/** A member in a likes list: photo and name linking to the profile, the new mark, like or unlike. */
export function LikeCard({ profile, liked, likesMe, isNew = false, headingLevel = 3 }: LikeCardProps) {
  const { t } = useTranslation('members');
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const mutual = liked && likesMe;
  return (
    <article
      className={`card h-100 shadow-sm overflow-hidden ${isNew ? 'border-primary' : ''}`}
      data-testid="like-card"
    >
      <Link to={`/members/${profile.id}`} className="text-decoration-none text-body position-relative">
        <ProfilePhoto profile={profile} />
        {isNew && <span className="badge text-bg-primary position-absolute top-0 start-0 m-2">{t('likes.new')}</span>}
        <div className="px-2 pt-2">
          <Heading className="h6 mb-0 d-flex align-items-center gap-1 min-w-0">
            <span className="text-truncate">
              {profile.name}, {profile.age}
            </span>
            <FictionalMark profile={profile} />
          </Heading>
        </div>
      </Link>
      <div className="card-body p-2 d-flex flex-column gap-1 justify-content-end">
        {mutual && (
          <Link to={`/likes/m/${profile.id}`} className="btn btn-sm btn-outline-dark w-100">
            {t('likes.viewMatch')}
          </Link>
        )}
        <LikeButton profile={profile} liked={liked} likesMe={likesMe} />
      </div>
    </article>
  );
}
