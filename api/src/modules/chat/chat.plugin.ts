import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/database';
import { localPhotoStore } from '../media';
import { chatPhotoRoutes } from './chat-photo.routes';
import { chatStateRoutes } from './chat-state.routes';
import { chatViewRoutes } from './chat-view.routes';
import { chatRoutes } from './chat.routes';
import { messageRoutes } from './message.routes';

export interface ChatOptions {
  db: Db;
  /** The data folder: chat photos are stored under it. */
  dataDir: string;
}

/**
 * The chat module (issue 6): the member's conversations, and the chat page's calls: reading, sending,
 * photos, deleting and reading a conversation. Messages are published on `app.liveBus`.
 */
export async function registerChat(app: FastifyInstance, { db, dataDir }: ChatOptions): Promise<void> {
  const deps = { db, bus: app.liveBus };
  chatRoutes(app, db);
  chatViewRoutes(app, db);
  messageRoutes(app, deps);
  chatStateRoutes(app, deps);
  await chatPhotoRoutes(app, { db, store: localPhotoStore(dataDir) });
}
