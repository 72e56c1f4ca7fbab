import type { FastifyInstance } from 'fastify';
import { CHAT_PREVIEW_LENGTH, ChatsResponseSchema, DEFAULT_LANGUAGE, isLanguage } from '@app/shared/contract';
import type { Db } from '../../db/database';
import { docs } from '../../http/openapi';
import { requireUser } from '../auth';
import { chatList } from './chat.service';

export function chatRoutes(app: FastifyInstance, db: Db): void {
  const schema = docs({
    summary: "The member's conversations",
    description:
      'Spec section 7: conversation id, the other member, unread count; newest first; deleted chats and blocked ' +
      'members left out. `last_message`: the newest message (null when none): `sender` (profile id), `kind`, the ' +
      `start of a text on one line (at most ${CHAT_PREVIEW_LENGTH} characters, then "…"), a gift's name in the ` +
      "member's language, `created_at`, and whether its recipient received and read it (the other member for " +
      "the member's own message).",
    tag: 'chat',
    session: true,
    response: { 200: ChatsResponseSchema },
  });
  app.get('/api/chats.php', { schema }, async (request) => {
    const user = requireUser(request);
    const language = isLanguage(user.language) ? user.language : DEFAULT_LANGUAGE;
    return { chats: await chatList(db, { userId: user.id, profileId: user.profile.id, language }) };
  });
}
