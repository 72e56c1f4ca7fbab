import type { Photo } from '@app/shared/contract';

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

/** The files of one choice that fit the remaining room; the rest would pass the limit. */
export function splitByRoom<T>(files: readonly T[], remaining: number): { fitting: T[]; overLimit: T[] } {
  return { fitting: files.slice(0, remaining), overLimit: files.slice(remaining) };
}

/** The id of the main photo, or null. */
export function mainPhotoId(photos: readonly Photo[]): number | null {
  return photos.find((photo) => photo.is_main)?.id ?? null;
}
