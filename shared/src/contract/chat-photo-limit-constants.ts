// Zod-free: the server's chat photo limits and cleanup read these; nothing here needs a schema.

/**
 * Chat photos a member may have uploaded and not yet sent at once (POST /api/chat-photo.php, then
 * POST /api/message.php with its `photo_id`). An unsent upload stops counting when it is sent or when
 * it is older than CHAT_PHOTO_UNSENT_MAX_AGE_SECONDS.
 */
export const CHAT_PHOTOS_UNSENT_AT_ONCE = 10;

/** Chat photos a member may upload in CHAT_PHOTO_LIMIT_WINDOW_SECONDS (a sliding day), sent or not. */
export const CHAT_PHOTOS_PER_DAY = 100;
export const CHAT_PHOTO_LIMIT_WINDOW_SECONDS = 86_400;

/**
 * An upload never sent is deleted (its row and its files) once it is this old. Not shorter than the
 * day of CHAT_PHOTOS_PER_DAY, so every upload of the day is still there to count.
 */
export const CHAT_PHOTO_UNSENT_MAX_AGE_SECONDS = 86_400;
