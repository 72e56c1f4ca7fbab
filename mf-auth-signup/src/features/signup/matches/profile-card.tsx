import { useTranslation } from '@app/shared/i18n/react';
import { Link } from '@app/shared/router';
import type { Profile } from '@app/shared/contract';
import { countryName } from '@app/shared/i18n/country-names';
import { ProfilePhoto } from '@app/shared/ui/profile-photo';

/** A suggested member: photo, name, age and country, linking to the profile. */
export function ProfileCard({ profile, language }: { profile: Profile; language: string }) {
  const { t } = useTranslation('auth');
  return (
    <Link
      to={`/members/${profile.id}`}
      className="card h-100 text-decoration-none text-body shadow-sm overflow-hidden"
      data-testid="match-card"
    >
      <ProfilePhoto profile={profile} />
      <div className="card-body p-2 p-sm-3">
        <h2 className="h6 card-title mb-1 text-truncate">{profile.name}</h2>
        <p className="card-text small text-body-secondary mb-0 text-truncate">
          {t('signup.matches.ageCountry', { age: profile.age, country: countryName(profile.country, language) })}
        </p>
      </div>
    </Link>
  );
}
