import { useStore } from '@nanostores/react';
import type { Profile } from '@app/shared/contract';
import { $settings } from '@app/shared/stores/settings';
import { photoUrl } from '@app/shared/contract/photo-url';

/** Thumbnails are at most 320 px on their longest side. */
const THUMB_SIZE = 320;

export interface ProfilePhotoProps {
  profile: Pick<Profile, 'name' | 'main_image'>;
  /** The thumbnail (lazy, the default) or the main photo (eager). */
  size?: 'thumb' | 'main';
  /** The image's text; none: the photo is decorative (the name is written beside it). */
  alt?: string;
  /**
   * In a grid's first row: loaded before other images, and at once (`first`: the row every screen
   * shows first, a phone's) or once the page is laid out (`row`: the rest of a wider screen's row).
   */
  priority?: 'first' | 'row';
}

/**
 * A member's photo in a square box that holds its place while the image loads (no layout shift):
 * the thumbnail (lazy) or the main photo under the site's cdn_prefix, or the name's first letter
 * when there is no photo.
 */
export function ProfilePhoto({ profile, size = 'thumb', alt = '', priority }: ProfilePhotoProps) {
  const cdnPrefix = useStore($settings)?.cdn_prefix;
  const image = profile.main_image;
  return (
    <div className="ratio ratio-1x1 bg-body-secondary">
      {image ? (
        <img
          src={photoUrl(cdnPrefix, size === 'main' ? image.filename : image.thumb_filename)}
          alt={alt}
          width={THUMB_SIZE}
          height={THUMB_SIZE}
          loading={size === 'main' || priority === 'first' ? 'eager' : 'lazy'}
          fetchPriority={priority ? 'high' : undefined}
          decoding="async"
          className="w-100 h-100"
          style={{ objectFit: 'cover' }}
        />
      ) : (
        <div
          role={alt ? 'img' : undefined}
          aria-label={alt || undefined}
          aria-hidden={alt ? undefined : true}
          className="d-flex align-items-center justify-content-center fs-1 fw-bold text-primary"
        >
          {profile.name.slice(0, 1).toUpperCase()}
        </div>
      )}
    </div>
  );
}
