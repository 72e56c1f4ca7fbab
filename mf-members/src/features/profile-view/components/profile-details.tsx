import { useTranslation } from '@app/shared/i18n/react';
import type { MemberProfile } from '@app/shared/contract';

const ATTRIBUTES = ['hair_colour', 'eye_colour', 'body_type', 'relationship_status', 'tattoos'] as const;

/** A country's name in the interface language (its code when the browser does not know it). */
function countryName(code: string, language: string | undefined): string {
  try {
    return new Intl.DisplayNames(language ? [language] : [], { type: 'region' }).of(code) ?? code;
  } catch {
    return code;
  }
}

/**
 * The place, the attributes the site shows, about me and the interests of a member. An attribute value
 * agrees with the member's gender where the language needs it (i18next context `male`/`female`).
 */
export function ProfileDetails({ profile }: { profile: MemberProfile }) {
  const { t, i18n } = useTranslation('members');
  const country = countryName(profile.country, i18n.language);
  const place = [profile.city, profile.region, country].filter(Boolean).join(', ');
  const attributes = ATTRIBUTES.flatMap((key) => {
    const value = profile[key];
    return value ? [{ key, value }] : [];
  });

  return (
    <>
      <p className="text-body-secondary mb-3">{place}</p>
      {profile.about_me && (
        <section className="mb-3" aria-labelledby="profile-about">
          <h2 id="profile-about" className="h5">
            {t('profileView.aboutMe')}
          </h2>
          <p className="mb-0" style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
            {profile.about_me}
          </p>
        </section>
      )}
      {attributes.length > 0 && (
        <section className="mb-3" aria-labelledby="profile-details">
          <h2 id="profile-details" className="h5">
            {t('profileView.details')}
          </h2>
          <dl className="row mb-0">
            {attributes.map(({ key, value }) => (
              <div key={key} className="col-6 col-lg-4 mb-2">
                <dt className="small text-body-secondary fw-normal">{t(`profileView.attributes.${key}.label`)}</dt>
                <dd className="mb-0">
                  {t(`profileView.attributes.${key}.values.${value.replaceAll('_', '-')}`, { context: profile.gender })}
                </dd>
              </div>
            ))}
          </dl>
        </section>
      )}
      {profile.interest_names.length > 0 && (
        <section className="mb-3" aria-labelledby="profile-interests">
          <h2 id="profile-interests" className="h5">
            {t('profileView.interests')}
          </h2>
          <ul className="list-unstyled d-flex flex-wrap gap-2 mb-0">
            {profile.interest_names.map((name) => (
              <li key={name} className="badge rounded-pill text-bg-light border fw-normal fs-6">
                {name}
              </li>
            ))}
          </ul>
        </section>
      )}
    </>
  );
}
