import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/database';
import { mediaRoutes } from './media.routes';
import { photoRoutes } from './photo.routes';

/**
 * Every route of the media module: the member's own photos (/api/photos.php) and the files at
 * `/media/` (photos from `<data>/media`, gift images).
 */
export async function registerMedia(app: FastifyInstance, db: Db, dataDir: string): Promise<void> {
  await photoRoutes(app, db, dataDir);
  await mediaRoutes(app, dataDir);
}
