import { useTranslation } from '@app/shared/i18n/react';
import { Link } from '@app/shared/router';
import { DEFAULT_LANGUAGE, type SwipeCandidate } from '@app/shared/contract';
import { FictionalMark } from '@app/shared/ui/fictional-mark';
import { ProfilePhoto } from '@app/shared/ui/profile-photo';
import { countryName } from '@app/shared/i18n/country-names';

/** The swipe game's candidate: the big photo, name, age and city (or country), linking to the profile. */
export function SwipeCard({ profile }: { profile: SwipeCandidate }) {
  const { i18n } = useTranslation('members');
  return (
    <article className="card shadow overflow-hidden" data-testid="swipe-card" aria-live="polite">
      <ProfilePhoto profile={profile} size="main" alt={profile.name} />
      <div className="card-body py-2">
        <h2 className="h4 mb-0 d-flex align-items-center gap-2 min-w-0">
          <Link to={`/members/${profile.id}`} className="text-body text-decoration-none text-truncate">
            {profile.name}, {profile.age}
          </Link>
          <FictionalMark profile={profile} />
        </h2>
        <p className="text-body-secondary mb-0 text-truncate">
          {profile.city ?? countryName(profile.country, i18n.language ?? DEFAULT_LANGUAGE)}
        </p>
      </div>
    </article>
  );
}
