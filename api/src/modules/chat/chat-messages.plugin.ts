import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/database';
import { chatPhotoRoutes } from './chat-photo.routes';
import { chatStateRoutes } from './chat-state.routes';
import { chatViewRoutes } from './chat-view.routes';
import { messageRoutes } from './message.routes';

/** The chat page's calls (issue 6): reading, sending, photos, deleting and reading a conversation. */
export async function registerChatMessages(app: FastifyInstance, db: Db, dataDir: string): Promise<void> {
  const deps = { db, bus: app.liveBus };
  chatViewRoutes(app, db);
  messageRoutes(app, deps);
  chatStateRoutes(app, deps);
  await chatPhotoRoutes(app, db, dataDir);
}
