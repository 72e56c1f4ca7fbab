// Zod-free on purpose: pages import these at render, and zod here would join every first visit (ADR 0019).
import { FREE_PHOTO_LIMIT, PREMIUM_PHOTO_LIMIT } from './constants';

/** What an upload may be: checked by content (magic bytes), not by the name or the declared type. */
export const PHOTO_UPLOAD = {
  maxBytes: 15 * 1024 * 1024,
  /** Decompression-bomb guard: width × height of the decoded image. */
  maxPixels: 40_000_000,
  minSide: 200,
  /** The types the form offers (the server checks the content; HEIC is not decoded by its image library). */
  types: ['image/jpeg', 'image/png', 'image/webp', 'image/avif'],
} as const;

/** The longest side of each stored size, in px. */
export const PHOTO_SIZES = { main: 1080, thumb: 320 } as const;

export function photoLimit(paidUser: boolean): number {
  return paidUser ? PREMIUM_PHOTO_LIMIT : FREE_PHOTO_LIMIT;
}
