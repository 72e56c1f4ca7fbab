import { useStore } from '@nanostores/react';
import type { LanderMember } from '@app/shared/contract/landers';
import { PHOTO_SIZES } from '@app/shared/contract/photo-constants';
import { photoUrl } from '@app/shared/contract/photo-url';
import { $settings } from '@app/shared/stores/settings';

export interface MemberPhotoProps {
  member: LanderMember;
  /** The `sizes` of the image as laid out, so the browser picks the thumbnail on small cards. */
  sizes: string;
  className?: string;
  /** The first photos in view: loaded first and not lazily. */
  priority?: boolean;
  /** Decorative when the member's name is written beside the photo. */
  alt?: string;
}

/**
 * A lander member's photo, sized for its place: the 320 px thumbnail and the 1080 px photo in a
 * `srcset`, square, with width and height so it never shifts the page.
 */
export function MemberPhoto({ member, sizes, className, priority = false, alt }: MemberPhotoProps) {
  const settings = useStore($settings);
  const prefix = settings?.cdn_prefix;
  const thumb = photoUrl(prefix, member.main_image.thumb_filename);
  const main = photoUrl(prefix, member.main_image.filename);
  return (
    <img
      src={thumb}
      srcSet={`${thumb} ${PHOTO_SIZES.thumb}w, ${main} ${PHOTO_SIZES.main}w`}
      sizes={sizes}
      width={PHOTO_SIZES.thumb}
      height={PHOTO_SIZES.thumb}
      alt={alt ?? member.name}
      className={className}
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : 'auto'}
      decoding="async"
    />
  );
}
