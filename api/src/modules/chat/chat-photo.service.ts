import { randomBytes } from 'node:crypto';
import type { z } from 'zod';
import type { ChatPhotoResponseSchema } from '@app/shared/contract';
import type { Db } from '../../db/database';
import { AppError } from '../../http/app-error';
import { encodePhoto, type PhotoStore } from '../media';
import { CHAT_PHOTO_LIMIT_LOOKBACK_MS, chatPhotoWaitSeconds } from './chat-photo-limit';
import { chatPhotoUploadsOf, lockChatPhotoOwner } from './chat-photo-uploads.repository';
import type { ChatSender } from './chat-sender';
import { insertChatPhoto } from './message.repository';

type ChatPhotoResponse = z.infer<typeof ChatPhotoResponseSchema>;

/** What chat photos need: the database and the photo store (the media module's, handed in by the chat plugin). */
export interface ChatPhotoDeps {
  db: Db;
  store: PhotoStore;
}

/** A chat photo's paths relative to the cdn prefix: a random name (96 bits) nobody can guess. */
function chatPhotoPaths(): { filename: string; thumb_filename: string } {
  const name = randomBytes(12).toString('hex');
  return { filename: `chat/${name}.webp`, thumb_filename: `chat/${name}-thumb.webp` };
}

/** The seconds a member must wait before another upload (0: none), by the chat photo limits. */
async function uploadWaitSeconds(db: Db, profileId: number, now: Date): Promise<number> {
  const uploads = await chatPhotoUploadsOf(db, profileId, new Date(now.getTime() - CHAT_PHOTO_LIMIT_LOOKBACK_MS));
  return chatPhotoWaitSeconds(uploads, now);
}

/** 429 rate_limited with the wait, as the sign-up limit answers (ADR 0028). */
function limited(retryAfter: number): AppError {
  return new AppError('rate_limited', { retry_after: retryAfter });
}

/**
 * POST /api/chat-photo.php: a photo to send in chat (premium only, ADR 0014: 403 premium_only),
 * checked and re-encoded without metadata by the profile photo pipeline, stored under random names;
 * it belongs to no profile and counts against no profile photo limit. Sent with POST /api/message.php.
 * Limited per member (`chat-photo-limit.ts`): checked before the image is decoded, and again under a
 * lock of the member when the photo is stored, so uploads at the same moment cannot pass it together.
 * Unsent uploads are deleted by the cleanup (`chat-photo-cleanup.ts`).
 */
export async function uploadChatPhoto(
  deps: ChatPhotoDeps,
  sender: ChatSender,
  data: Buffer,
  now: Date = new Date(),
): Promise<ChatPhotoResponse> {
  if (!sender.paidUser) throw new AppError('premium_only');
  const wait = await uploadWaitSeconds(deps.db, sender.profileId, now);
  if (wait > 0) throw limited(wait);
  const encoded = await encodePhoto(data);
  const paths = chatPhotoPaths();
  await Promise.all([
    deps.store.save(paths.filename, encoded.main),
    deps.store.save(paths.thumb_filename, encoded.thumb),
  ]);
  try {
    const id = await deps.db.transaction().execute(async (trx) => {
      await lockChatPhotoOwner(trx, sender.profileId);
      const waitNow = await uploadWaitSeconds(trx, sender.profileId, now);
      if (waitNow > 0) throw limited(waitNow);
      return insertChatPhoto(trx, {
        ownerProfileId: sender.profileId,
        filename: paths.filename,
        thumbFilename: paths.thumb_filename,
        width: encoded.width,
        height: encoded.height,
      });
    });
    return {
      photo_id: id,
      photo: { url: paths.filename, thumb_url: paths.thumb_filename, width: encoded.width, height: encoded.height },
    };
  } catch (error) {
    await Promise.allSettled([deps.store.remove(paths.filename), deps.store.remove(paths.thumb_filename)]);
    throw error;
  }
}
