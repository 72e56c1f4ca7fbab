import type { z } from 'zod';
import type { MainImageSchema } from '@app/shared/contract';

export type MainImage = z.infer<typeof MainImageSchema>;

/**
 * A profile's main_image (spec section 3) from its main photo row: paths relative to the settings'
 * cdn_prefix (`photos/12/ab12cd34.webp`); `match` is the square main image the match modal shows.
 * Null when the profile has no main photo.
 */
export function mainImage(photo: { filename: string; thumb_filename: string } | undefined | null): MainImage | null {
  if (!photo) return null;
  return { filename: photo.filename, thumb_filename: photo.thumb_filename, match: photo.filename };
}
