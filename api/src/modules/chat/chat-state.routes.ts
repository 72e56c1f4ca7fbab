import type { FastifyInstance } from 'fastify';
import { DeleteChatRequestSchema, ReadChatRequestSchema } from '@app/shared/contract';
import { docs } from '../../http/openapi';
import { validate } from '../../http/validate';
import { requireUser } from '../auth';
import { deleteChat, readChat } from './chat-state.service';
import type { ChatDeps } from './message.service';

const deleteDocs = docs({
  tag: 'chat',
  summary: "Deletes a conversation from the member's list (spec section 7).",
  description:
    'Only for the member: the other member keeps it, and a new message in it brings it back to the list. ' +
    "The member's other tabs get a `chat_deleted` live event. Deleting twice is fine. 404 `not_found` for a " +
    "conversation that is not the member's. Answers 204.",
  body: DeleteChatRequestSchema,
  response: { 204: null },
  session: true,
  idempotent: true,
});

const readDocs = docs({
  tag: 'chat',
  summary: 'Marks a conversation read up to a message: its unread count becomes 0 everywhere.',
  description:
    "The member's tabs get a `read` live event (their unread badge drops), and the other member a `receipt` " +
    'event when the read mark rose. The mark never falls and never passes the newest message the member was ' +
    'sent. 404 `not_found` as for GET /api/chat.php. Answers 204.',
  body: ReadChatRequestSchema,
  response: { 204: null },
  session: true,
  idempotent: true,
});

/** DELETE /api/chat.php and POST /api/chat-read.php */
export function chatStateRoutes(app: FastifyInstance, deps: ChatDeps): void {
  app.delete('/api/chat.php', { schema: deleteDocs }, async (request, reply) => {
    const user = requireUser(request);
    const { conversation } = validate(DeleteChatRequestSchema, request.body);
    await deleteChat(deps, { id: user.id, profileId: user.profile.id }, conversation);
    return reply.code(204).send();
  });

  app.post('/api/chat-read.php', { schema: readDocs }, async (request, reply) => {
    const user = requireUser(request);
    const read = validate(ReadChatRequestSchema, request.body);
    await readChat(deps, { id: user.id, profileId: user.profile.id }, read);
    return reply.code(204).send();
  });
}
