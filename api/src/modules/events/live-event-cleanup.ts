import type { FastifyBaseLogger } from 'fastify';
import { LIVE } from '@app/shared/contract';
import type { Db } from '../../db/database';
import { deleteLiveEventsBefore } from './live-events.service';

/** How often events past LIVE.eventRetentionMs are deleted. */
const CLEANUP_EVERY_MS = 60 * 60 * 1000;

/**
 * Deletes stored events older than LIVE.eventRetentionMs now and every hour after; answers the stop
 * function, which waits for a cleanup under way. Several processes doing it at once is harmless.
 */
export function startLiveEventCleanup(db: Db, log: FastifyBaseLogger): () => Promise<void> {
  let running: Promise<void> = Promise.resolve();
  const run = () => {
    running = deleteLiveEventsBefore(db, new Date(Date.now() - LIVE.eventRetentionMs)).catch((error: unknown) =>
      log.warn({ err: error }, 'live event cleanup failed'),
    );
  };
  run();
  const timer = setInterval(run, CLEANUP_EVERY_MS);
  timer.unref();
  return async () => {
    clearInterval(timer);
    await running;
  };
}
