import type { FastifyBaseLogger } from 'fastify';
import { CHAT_PHOTO_UNSENT_MAX_AGE_SECONDS } from '@app/shared/contract/chat-photo-limit-constants';
import type { Db } from '../../db/database';
import type { PhotoStore } from '../media';
import { deleteUnsentChatPhotos } from './chat-photo-uploads.repository';
import { periodicRun } from '../../jobs/periodic-run';

export interface ChatPhotoCleanupOptions {
  db: Db;
  store: PhotoStore;
  log: FastifyBaseLogger;
  /** Photos deleted per batch; a run goes on while batches come back full, up to `maxBatches`. */
  batchSize?: number;
  maxBatches?: number;
  /** Time between runs while started. */
  intervalMs?: number;
}

/**
 * Deletes the chat photos that were uploaded and never sent once they are older than
 * CHAT_PHOTO_UNSENT_MAX_AGE_SECONDS: the rows first (a photo sent meanwhile is kept by its message's
 * foreign key), then their files. Built like the withdrawal refund worker: `start` runs it now and
 * every `intervalMs` until `stop`; tests call `tick` with a clock of their own.
 */
export function createChatPhotoCleanup(options: ChatPhotoCleanupOptions) {
  const { db, store, log } = options;
  const batchSize = options.batchSize ?? 200;
  const maxBatches = options.maxBatches ?? 10;
  const intervalMs = options.intervalMs ?? 15 * 60_000;

  /** One run: answers how many unsent photos were deleted. */
  async function tick(now = new Date()): Promise<{ deleted: number }> {
    const before = new Date(now.getTime() - CHAT_PHOTO_UNSENT_MAX_AGE_SECONDS * 1000);
    let deleted = 0;
    for (let batch = 0; batch < maxBatches; batch += 1) {
      const photos = await deleteUnsentChatPhotos(db, before, batchSize);
      const files = photos.flatMap((photo) => [photo.filename, photo.thumb_filename]);
      const removed = await Promise.allSettled(files.map((file) => store.remove(file)));
      for (const result of removed) {
        if (result.status === 'rejected') log.warn({ err: result.reason }, 'an unsent chat photo file stayed');
      }
      deleted += photos.length;
      if (photos.length < batchSize) break;
    }
    return { deleted };
  }

  return { tick, ...periodicRun(tick, { intervalMs, log, failure: 'chat photo cleanup run failed' }) };
}

export type ChatPhotoCleanup = ReturnType<typeof createChatPhotoCleanup>;
