import { useStore } from '@nanostores/react';
import type { Profile } from '@app/shared/contract';
import { $settings } from '@app/shared/stores/settings';
import { photoUrl } from '@app/shared/contract/photo-url';

/**
 * A member's thumbnail as a small round avatar (lists, the chat's top bar): decorative, since the
 * name is written beside it; the name's first letter when there is no photo.
 */
export function Avatar({ profile, size = 48 }: { profile: Pick<Profile, 'name' | 'main_image'>; size?: number }) {
  const cdnPrefix = useStore($settings)?.cdn_prefix;
  const box = { width: size, height: size };
  if (!profile.main_image) {
    return (
      <span
        aria-hidden="true"
        className="rounded-circle bg-secondary text-primary fw-bold d-inline-flex align-items-center justify-content-center flex-shrink-0"
        style={{ ...box, fontSize: size / 2.4 }}
      >
        {profile.name.slice(0, 1).toUpperCase()}
      </span>
    );
  }
  return (
    <img
      src={photoUrl(cdnPrefix, profile.main_image.thumb_filename)}
      alt=""
      width={size}
      height={size}
      loading="lazy"
      decoding="async"
      className="rounded-circle flex-shrink-0"
      style={{ ...box, objectFit: 'cover' }}
    />
  );
}
