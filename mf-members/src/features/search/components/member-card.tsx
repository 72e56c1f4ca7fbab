import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Profile } from '@app/shared/contract';
import { countryName } from '@app/shared/i18n/country-names';
import { FictionalMark } from '@app/shared/ui/fictional-mark';
import { ProfilePhoto } from '@app/shared/ui/profile-photo';

/**
 * A search result: the thumbnail in a square that holds its place while it loads (lazy, no layout
 * shift), name, age and country, and the site's fictional icon for a fictional profile; the whole
 * card links to the profile.
 */
export function MemberCard({ profile }: { profile: Profile }) {
  const { i18n } = useTranslation('members');
  return (
    <article className="card h-100 shadow-sm overflow-hidden position-relative" data-testid="member-card">
      <ProfilePhoto profile={profile} />
      <div className="card-body p-2">
        <h3 className="h6 mb-0 d-flex align-items-center gap-1 min-w-0">
          <Link to={`/members/${profile.id}`} className="stretched-link text-body text-decoration-none text-truncate">
            {profile.name}, {profile.age}
          </Link>
          <FictionalMark profile={profile} />
        </h3>
        <p className="small text-body-secondary mb-0 text-truncate">{countryName(profile.country, i18n.language)}</p>
      </div>
    </article>
  );
}
