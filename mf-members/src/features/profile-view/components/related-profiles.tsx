import { useStore } from '@nanostores/react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Profile } from '@app/shared/contract';
import { $settings } from '@app/shared/stores/settings';
import { photoUrl } from '../photo-url';
import { FictionalIcon } from './fictional-note';

/** A few similar members of the site's pool, each linking to their profile. */
export function RelatedProfiles({ profiles }: { profiles: Profile[] }) {
  const { t } = useTranslation('members');
  const cdnPrefix = useStore($settings)?.cdn_prefix;
  if (profiles.length === 0) return null;
  return (
    <section className="mt-5" aria-labelledby="related-profiles">
      <h2 id="related-profiles" className="h4 mb-3">
        {t('profileView.related')}
      </h2>
      <ul className="list-unstyled row row-cols-2 row-cols-sm-3 row-cols-lg-6 g-3">
        {profiles.map((profile) => (
          <li key={profile.id} className="col">
            <Link
              to={`/members/${profile.id}`}
              className="card h-100 text-decoration-none text-body shadow-sm overflow-hidden"
            >
              <span className="ratio ratio-1x1 d-block bg-body-secondary">
                {profile.main_image ? (
                  <img
                    src={photoUrl(cdnPrefix, profile.main_image.thumb_filename)}
                    alt=""
                    width={320}
                    height={320}
                    loading="lazy"
                    decoding="async"
                    className="w-100 h-100"
                    style={{ objectFit: 'cover' }}
                  />
                ) : (
                  <span className="d-flex align-items-center justify-content-center fs-1 fw-bold text-primary">
                    {profile.name.slice(0, 1).toUpperCase()}
                  </span>
                )}
              </span>
              <span className="card-body p-2 d-block text-truncate fw-semibold">
                {profile.name}, {profile.age} {profile.fictional && <FictionalIcon />}
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
