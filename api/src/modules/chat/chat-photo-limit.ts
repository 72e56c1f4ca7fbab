import {
  CHAT_PHOTO_LIMIT_WINDOW_SECONDS,
  CHAT_PHOTO_UNSENT_MAX_AGE_SECONDS,
  CHAT_PHOTOS_PER_DAY,
  CHAT_PHOTOS_UNSENT_AT_ONCE,
} from '@app/shared/contract/chat-photo-limit-constants';

/** One chat photo a member uploaded, and whether a message of theirs carries it. */
export interface ChatPhotoUpload {
  createdAt: Date;
  sent: boolean;
}

/** How far back the uploads that the limits count go. */
export const CHAT_PHOTO_LIMIT_LOOKBACK_MS =
  Math.max(CHAT_PHOTO_LIMIT_WINDOW_SECONDS, CHAT_PHOTO_UNSENT_MAX_AGE_SECONDS) * 1000;

/** Milliseconds until fewer than `max` of the times (oldest first) are younger than `spanMs`. */
function waitBelow(times: number[], max: number, spanMs: number, now: number): number {
  if (times.length < max) return 0;
  return Math.max(0, times[times.length - max]! + spanMs - now);
}

/**
 * Whether a member may upload another chat photo, from their uploads of the lookback: 0 when they
 * may, else the whole seconds (at least 1) until the upload that makes room leaves the day, or, for
 * unsent ones, is old enough to be cleaned up (sending one makes room earlier).
 */
export function chatPhotoWaitSeconds(uploads: ChatPhotoUpload[], now: Date): number {
  const at = now.getTime();
  const dayMs = CHAT_PHOTO_LIMIT_WINDOW_SECONDS * 1000;
  const maxAgeMs = CHAT_PHOTO_UNSENT_MAX_AGE_SECONDS * 1000;
  const times = (list: ChatPhotoUpload[], spanMs: number) =>
    list
      .map((upload) => upload.createdAt.getTime())
      .filter((time) => time > at - spanMs)
      .sort((a, b) => a - b);
  const waitMs = Math.max(
    waitBelow(times(uploads, dayMs), CHAT_PHOTOS_PER_DAY, dayMs, at),
    waitBelow(
      times(
        uploads.filter((upload) => !upload.sent),
        maxAgeMs,
      ),
      CHAT_PHOTOS_UNSENT_AT_ONCE,
      maxAgeMs,
      at,
    ),
  );
  return waitMs > 0 ? Math.max(1, Math.ceil(waitMs / 1000)) : 0;
}
