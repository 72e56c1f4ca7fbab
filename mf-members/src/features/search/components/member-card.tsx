import { useStore } from '@nanostores/react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Profile } from '@app/shared/contract';
import { $settings } from '@app/shared/stores/settings';
import { countryName } from '@app/shared/i18n/country-names';

/** Thumbnails are at most 320 px on their longest side. */
const THUMB_SIZE = 320;

/** A stored photo's address under the site's cdn_prefix (main_image paths are relative to it). */
export function thumbUrl(cdnPrefix: string | undefined, path: string): string {
  return `${(cdnPrefix ?? '/').replace(/\/?$/, '/')}${path.replace(/^\//, '')}`;
}

/**
 * A search result: the thumbnail in a square that holds its place while it loads (lazy, no layout
 * shift), name, age and country, and the site's fictional icon for a fictional profile; the whole
 * card links to the profile.
 */
export function MemberCard({ profile }: { profile: Profile }) {
  const { i18n } = useTranslation('members');
  const settings = useStore($settings);
  const image = profile.main_image;
  return (
    <article className="card h-100 shadow-sm overflow-hidden position-relative" data-testid="member-card">
      <div className="ratio ratio-1x1 bg-body-secondary">
        {image ? (
          <img
            src={thumbUrl(settings?.cdn_prefix, image.thumb_filename)}
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
            aria-hidden="true"
            className="d-flex align-items-center justify-content-center fs-1 fw-bold text-primary"
          >
            {profile.name.slice(0, 1).toUpperCase()}
          </div>
        )}
      </div>
      <div className="card-body p-2">
        <h3 className="h6 mb-0 d-flex align-items-center gap-1 min-w-0">
          <Link to={`/members/${profile.id}`} className="stretched-link text-body text-decoration-none text-truncate">
            {profile.name}, {profile.age}
          </Link>
          {profile.fictional && settings && (
            <span
              role="img"
              aria-label={settings.fictional_singular}
              title={settings.fictional_singular}
              className="text-warning flex-shrink-0"
            >
              {settings.fictional_icon}
            </span>
          )}
        </h3>
        <p className="small text-body-secondary mb-0 text-truncate">{countryName(profile.country, i18n.language)}</p>
      </div>
    </article>
  );
}
