import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { DEFAULT_LANGUAGE, type Profile } from '@app/shared/contract';
import { FictionalMark } from '@app/shared/ui/fictional-mark';
import { LikeButton } from '../../likes/components/like-button';
import { ProfilePhoto } from '@app/shared/ui/profile-photo';
import { countryName } from '@app/shared/i18n/country-names';

/**
 * A suggestion of the match finder: the thumbnail (lazy, in a square that holds its place), name, age,
 * country and the fictional icon, linking to the profile; the like button likes through the likes store
 * (a mutual like opens the match modal).
 */
export function SuggestionCard({ profile }: { profile: Profile }) {
  const { i18n } = useTranslation('members');
  return (
    <article className="card h-100 shadow-sm overflow-hidden" data-testid="suggestion-card">
      <Link to={`/members/${profile.id}`} className="text-decoration-none text-body">
        <ProfilePhoto profile={profile} />
        <div className="px-2 pt-2">
          <h2 className="h6 mb-0 d-flex align-items-center gap-1 min-w-0">
            <span className="text-truncate">
              {profile.name}, {profile.age}
            </span>
            <FictionalMark profile={profile} />
          </h2>
          <p className="small text-body-secondary mb-0 text-truncate">
            {countryName(profile.country, i18n.language ?? DEFAULT_LANGUAGE)}
          </p>
        </div>
      </Link>
      <div className="card-body p-2 d-flex flex-column justify-content-end">
        <LikeButton profile={profile} liked={false} likesMe={false} />
      </div>
    </article>
  );
}
