import type { FastifyInstance } from 'fastify';
import { ChatsResponseSchema } from '@app/shared/contract';
import type { Db } from '../../db/database';
import { docs } from '../../http/openapi';
import { requireUser } from '../auth/require-user';
import { chatList } from './chat.service';

export function chatRoutes(app: FastifyInstance, db: Db): void {
  const schema = docs({
    summary: "The member's conversations",
    description:
      'Spec section 7: conversation id, the other member, unread count; newest first; deleted chats and blocked members left out.',
    tag: 'chat',
    session: true,
    response: { 200: ChatsResponseSchema },
  });
  app.get('/api/chats.php', { schema }, async (request) => {
    const user = requireUser(request);
    return { chats: await chatList(db, user.id, user.profile.id) };
  });
}
