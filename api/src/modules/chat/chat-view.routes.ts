import type { FastifyInstance } from 'fastify';
import {
  ChatQuerySchema,
  ChatResponseSchema,
  MESSAGES_PAGE_SIZE,
  MessagesQuerySchema,
  MessagesResponseSchema,
} from '@app/shared/contract';
import type { Db } from '../../db/database';
import { docs } from '../../http/openapi';
import { validate } from '../../http/validate';
import { requireUser } from '../auth';
import { chatSenderOf } from './chat-sender';
import { olderMessages, openChat } from './chat-view.service';

const chatDocs = docs({
  tag: 'chat',
  summary: 'One conversation, by id or with a member (by profile id), with its newest messages.',
  description:
    `Exactly one of \`conversation\` and \`profile\`. The newest ${MESSAGES_PAGE_SIZE} messages, oldest first ` +
    '(`has_more`: older ones at GET /api/messages.php). `conversation` is null when the two members have not ' +
    'written yet (or the member deleted the chat). `receipt`: how far the other member received and read the ' +
    "member's messages. `price`: what the next text, photo and gift cost this member here (ADR 0014), shown " +
    'before sending. `blocker`: why the member cannot write a text now (`email_unconfirmed`: a reply before ' +
    'confirming the address; `insufficient_credits`), else null. 404 `not_found` for a conversation that is not ' +
    "the member's, one they deleted, an unknown member or a block either way.",
  query: ChatQuerySchema,
  response: { 200: ChatResponseSchema },
  session: true,
});

const messagesDocs = docs({
  tag: 'chat',
  summary: 'An older page of a conversation: the messages before a message id, oldest first.',
  description: `At most ${MESSAGES_PAGE_SIZE}; \`has_more\` when there are older ones. 404 as for GET /api/chat.php.`,
  query: MessagesQuerySchema,
  response: { 200: MessagesResponseSchema },
  session: true,
});

/** GET /api/chat.php and GET /api/messages.php: reading a conversation. */
export function chatViewRoutes(app: FastifyInstance, db: Db): void {
  app.get('/api/chat.php', { schema: chatDocs }, async (request) => {
    const sender = chatSenderOf(requireUser(request));
    return openChat(db, sender, validate(ChatQuerySchema, request.query));
  });

  app.get('/api/messages.php', { schema: messagesDocs }, async (request) => {
    const sender = chatSenderOf(requireUser(request));
    return olderMessages(db, sender, validate(MessagesQuerySchema, request.query));
  });
}
