import type { FastifyInstance } from 'fastify';
import { IDEMPOTENCY_HEADER, SendMessageRequestSchema, SendMessageResponseSchema } from '@app/shared/contract';
import { docs } from '../../http/openapi';
import { validate } from '../../http/validate';
import { requireUser } from '../auth';
import { requireIdempotencyKey } from '../idempotency';
import { chatSenderOf } from './chat-sender';
import { sendMessage, type ChatDeps } from './message.service';

const sendDocs = docs({
  tag: 'chat',
  summary: 'Sends a text, a chat photo or a gift to a member; charged in the same transaction.',
  description:
    `The ${IDEMPOTENCY_HEADER} header (1-200 of \`[A-Za-z0-9_\\-:.]\`, a UUID) is required here (400 ` +
    "`validation_failed` without it): it becomes the message's `client_key` and the ledger reference, so a " +
    'retry with the same key answers the message stored the first time (with the balance and price of now), ' +
    'charged once, however often and however concurrently it is sent; the same key with another message ' +
    'answers 422 `idempotency_key_reused`. A refused send stores nothing, so a retry with the same key after ' +
    'the cause is gone (credits bought, address confirmed) is sent then. A text is at most ' +
    'settings.message_length characters (400, `fields.body` `errors.message_too_long`); a photo is one uploaded with POST /api/chat-photo.php (premium only: 403 ' +
    '`premium_only`); a gift is a catalogue key and costs its catalogue price, at least settings.gift_credits. ' +
    "A free member's first texts in their first conversations are free (ADR 0014); otherwise 402 " +
    '`insufficient_credits` when the balance is too low. 403 `email_unconfirmed`: an unconfirmed member ' +
    'replying. 404 `not_found`: an unknown member or a block either way. Nothing is stored or charged on a ' +
    "refusal. The first message creates the conversation. Answers 201 with the message, the member's balance " +
    'and the price of the next message; both members get a `message` live event, the sender a `credits` one.',
  body: SendMessageRequestSchema,
  response: { 201: SendMessageResponseSchema },
  session: true,
});

/** POST /api/message.php */
export function messageRoutes(app: FastifyInstance, deps: ChatDeps): void {
  // The message's client_key is the idempotency record (see the description), so the answer store
  // stays out: a refused send (402, 403) stores nothing and its retry with the same key runs again.
  const config = { idempotency: false };
  app.post('/api/message.php', { schema: sendDocs, config }, async (request, reply) => {
    const sender = chatSenderOf(requireUser(request));
    const key = requireIdempotencyKey(request);
    const body = validate(SendMessageRequestSchema, request.body);
    return reply.code(201).send(await sendMessage(deps, sender, body, key));
  });
}
