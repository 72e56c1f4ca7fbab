import { PHOTO_UPLOAD, type Photo } from '@app/shared/contract';

/** Where the member stands against the photo limit (3 free, 25 premium; the server's number). */
export interface PhotoLimitState {
  count: number;
  limit: number;
  remaining: number;
  reached: boolean;
}

export function photoLimitState(count: number, limit: number): PhotoLimitState {
  const remaining = Math.max(0, limit - count);
  return { count, limit, remaining, reached: remaining === 0 };
}

/**
 * What can be said about a file before it is sent (the server checks the content): too large, or not
 * an image at all. A translation key in `common`, or null.
 */
export function photoFileProblem(file: Pick<File, 'size' | 'type'>): string | null {
  if (file.size > PHOTO_UPLOAD.maxBytes) return 'errors.photo_too_large';
  if (file.type && !file.type.startsWith('image/')) return 'errors.photo_invalid';
  return null;
}

/** The files of one choice that fit the remaining room; the rest would pass the limit. */
export function splitByRoom<T>(files: readonly T[], remaining: number): { fitting: T[]; overLimit: T[] } {
  return { fitting: files.slice(0, remaining), overLimit: files.slice(remaining) };
}

/** The id of the main photo, or null. */
export function mainPhotoId(photos: readonly Photo[]): number | null {
  return photos.find((photo) => photo.is_main)?.id ?? null;
}

/** A stored photo's address under the site's cdn_prefix. */
export function photoUrl(cdnPrefix: string, path: string): string {
  return `${cdnPrefix.replace(/\/?$/, '/')}${path.replace(/^\//, '')}`;
}
