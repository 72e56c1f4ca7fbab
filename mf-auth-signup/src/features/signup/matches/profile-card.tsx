import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Profile } from '@app/shared/contract';
import { countryName } from '@app/shared/i18n/country-names';

/** The thumbnail's box: thumbnails are at most 320 px on the longest side, shown square. */
const THUMB_SIZE = 320;

/** A suggested member: photo, name, age and country, linking to the profile. */
export function ProfileCard({
  profile,
  cdnPrefix,
  language,
}: {
  profile: Profile;
  cdnPrefix: string;
  language: string;
}) {
  const { t } = useTranslation('auth');
  return (
    <Link
      to={`/members/${profile.id}`}
      className="card h-100 text-decoration-none text-body shadow-sm overflow-hidden"
      data-testid="match-card"
    >
      <div className="ratio ratio-1x1 bg-body-secondary">
        {profile.main_image ? (
          <img
            src={`${cdnPrefix}${profile.main_image.thumb_filename}`}
            alt=""
            width={THUMB_SIZE}
            height={THUMB_SIZE}
            loading="lazy"
            decoding="async"
            className="w-100 h-100"
            style={{ objectFit: 'cover' }}
          />
        ) : (
          <div
            className="d-flex align-items-center justify-content-center fs-1 fw-bold text-primary"
            aria-hidden="true"
          >
            {profile.name.slice(0, 1).toUpperCase()}
          </div>
        )}
      </div>
      <div className="card-body p-2 p-sm-3">
        <h2 className="h6 card-title mb-1 text-truncate">{profile.name}</h2>
        <p className="card-text small text-body-secondary mb-0 text-truncate">
          {t('signup.matches.ageCountry', { age: profile.age, country: countryName(profile.country, language) })}
        </p>
      </div>
    </Link>
  );
}
