import { randomBytes } from 'node:crypto';
import type { z } from 'zod';
import type { ChatPhotoResponseSchema } from '@app/shared/contract';
import type { Db } from '../../db/database';
import { AppError } from '../../http/app-error';
import { encodePhoto } from '../media/photo-image';
import type { PhotoStore } from '../media/photo-store';
import type { ChatSender } from './chat-sender';
import { insertChatPhoto } from './message.repository';

type ChatPhotoResponse = z.infer<typeof ChatPhotoResponseSchema>;

/** A chat photo's paths relative to the cdn prefix: a random name (96 bits) nobody can guess. */
function chatPhotoPaths(): { filename: string; thumb_filename: string } {
  const name = randomBytes(12).toString('hex');
  return { filename: `chat/${name}.webp`, thumb_filename: `chat/${name}-thumb.webp` };
}

/**
 * POST /api/chat-photo.php: a photo to send in chat (premium only, ADR 0014: 403 premium_only),
 * checked and re-encoded without metadata by the profile photo pipeline, stored under random names;
 * it belongs to no profile and counts against no photo limit. Sent with POST /api/message.php.
 */
export async function uploadChatPhoto(
  deps: { db: Db; store: PhotoStore },
  sender: ChatSender,
  data: Buffer,
): Promise<ChatPhotoResponse> {
  if (!sender.paidUser) throw new AppError('premium_only');
  const encoded = await encodePhoto(data);
  const paths = chatPhotoPaths();
  await Promise.all([
    deps.store.save(paths.filename, encoded.main),
    deps.store.save(paths.thumb_filename, encoded.thumb),
  ]);
  try {
    const id = await insertChatPhoto(deps.db, {
      ownerProfileId: sender.profileId,
      filename: paths.filename,
      thumbFilename: paths.thumb_filename,
      width: encoded.width,
      height: encoded.height,
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
