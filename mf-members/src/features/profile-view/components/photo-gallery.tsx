import { useStore } from '@nanostores/react';
import { useState } from 'react';
import { useTranslation } from '@app/shared/i18n/react';
import type { MemberProfile } from '@app/shared/contract';
import { $settings } from '@app/shared/stores/settings';
import { photoUrl } from '@app/shared/contract/photo-url';
import { LockedPhoto } from './locked-photo';

/**
 * The main photo large, and a thumbnail of every photo to show it large. A private photo is a
 * locked placeholder for a viewer who is not premium; choosing it asks for premium (or, for a
 * visitor, to sign up: `onLocked`).
 */
export function PhotoGallery({ profile, onLocked }: { profile: MemberProfile; onLocked: () => void }) {
  const { t } = useTranslation('members');
  const cdnPrefix = useStore($settings)?.cdn_prefix;
  const [selectedId, setSelectedId] = useState<number | null>(null);
  const photos = profile.photos;
  const shown = photos.find((photo) => photo.id === selectedId) ?? photos[0];

  return (
    <div>
      <div className="ratio ratio-1x1 bg-body-secondary rounded overflow-hidden shadow-sm">
        {!shown ? (
          <div
            role="img"
            aria-label={t('profileView.noPhoto', { name: profile.name })}
            className="d-flex align-items-center justify-content-center display-1 fw-bold text-primary"
          >
            {profile.name.slice(0, 1).toUpperCase()}
          </div>
        ) : shown.locked ? (
          <LockedPhoto />
        ) : (
          <img
            src={photoUrl(cdnPrefix, shown.filename)}
            alt={t('profileView.photoOf', { name: profile.name })}
            width={810}
            height={810}
            fetchPriority="high"
            className="w-100 h-100"
            style={{ objectFit: 'cover' }}
          />
        )}
      </div>
      {photos.length > 1 && (
        <ul className="list-unstyled row row-cols-4 row-cols-sm-5 g-2 mt-1" aria-label={t('profileView.photos')}>
          {photos.map((photo, index) => (
            <li key={photo.id} className="col">
              <button
                type="button"
                className={`btn p-0 w-100 border-2 ${photo.id === shown?.id ? 'border-primary' : 'border-0'}`}
                aria-pressed={photo.id === shown?.id}
                aria-label={
                  photo.locked
                    ? t('profileView.lockedPhoto', { number: index + 1 })
                    : t('profileView.showPhoto', { number: index + 1 })
                }
                onClick={() => (photo.locked ? onLocked() : setSelectedId(photo.id))}
              >
                <span className="ratio ratio-1x1 d-block rounded overflow-hidden bg-body-secondary">
                  {photo.locked ? (
                    <LockedPhoto compact />
                  ) : (
                    <img
                      src={photoUrl(cdnPrefix, photo.thumb_filename)}
                      alt=""
                      width={160}
                      height={160}
                      loading="lazy"
                      decoding="async"
                      className="w-100 h-100"
                      style={{ objectFit: 'cover' }}
                    />
                  )}
                </span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
