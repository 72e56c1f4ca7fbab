import type { FastifyError, FastifyInstance } from 'fastify';
import { ChatPhotoResponseSchema, PHOTO_UPLOAD } from '@app/shared/contract';
import { AppError } from '../../http/app-error';
import { docs } from '../../http/openapi';
import { requireUser } from '../auth';
import {
  CHAT_PHOTO_UNSENT_MAX_AGE_SECONDS,
  CHAT_PHOTOS_PER_DAY,
  CHAT_PHOTOS_UNSENT_AT_ONCE,
} from '@app/shared/contract/chat-photo-limit-constants';
import { createChatPhotoCleanup, type ChatPhotoCleanup } from './chat-photo-cleanup';
import { chatSenderOf } from './chat-sender';
import { type ChatPhotoDeps, uploadChatPhoto } from './chat-photo.service';

declare module 'fastify' {
  interface FastifyInstance {
    /** The worker that deletes unsent chat photos (tests run it with `tick`). */
    chatPhotoCleanup: ChatPhotoCleanup;
  }
}

const PATH = '/api/chat-photo.php';

const uploadDocs = docs({
  tag: 'chat',
  summary: 'Uploads a photo to send in chat: the raw image is the body (premium only).',
  description:
    'Checked and re-encoded like a profile photo (POST /api/photos.php: the same content checks and errors, ' +
    'WebP without any metadata, a main size and a thumbnail), stored under random names at the cdn prefix; ' +
    "it is not part of the member's profile and counts against no photo limit. Send it with POST " +
    '/api/message.php (`kind: "photo"`, `photo_id`). 403 `premium_only` for a free member (ADR 0014). Answers 201. ' +
    `At most ${CHAT_PHOTOS_UNSENT_AT_ONCE} uploads not yet sent at once and ${CHAT_PHOTOS_PER_DAY} uploads a day ` +
    'per member; over either, 429 `rate_limited` with `retry_after` (seconds, also the `Retry-After` header). ' +
    `An upload not sent within ${CHAT_PHOTO_UNSENT_MAX_AGE_SECONDS / 3600} hours is deleted.`,
  response: { 201: ChatPhotoResponseSchema },
  session: true,
  idempotent: true,
});

/** The raw body of an upload, for the OpenAPI page (validation is by content). */
const UPLOAD_BODY = {
  content: Object.fromEntries(
    PHOTO_UPLOAD.types.map((type) => [type, { schema: { type: 'string', format: 'binary' } }]),
  ),
};

/**
 * POST /api/chat-photo.php in a scope of its own: any body arrives as a Buffer of at most
 * PHOTO_UPLOAD.maxBytes, and a visitor or a free member is refused before the body is read. The
 * cleanup of unsent uploads runs while the server listens.
 */
export async function chatPhotoRoutes(app: FastifyInstance, deps: ChatPhotoDeps): Promise<void> {
  // Started when the server listens, so an app only injected into runs it when a test asks; stopped on close.
  const cleanup = createChatPhotoCleanup({ ...deps, log: app.log });
  app.decorate('chatPhotoCleanup', cleanup);
  app.addHook('onListen', async () => cleanup.start());
  app.addHook('onClose', async () => cleanup.stop());
  await app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: PHOTO_UPLOAD.maxBytes }, (_request, body, done) =>
      done(null, body),
    );
    scope.setErrorHandler(async (error: FastifyError) => {
      if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') throw new AppError('photo_too_large');
      throw error;
    });
    scope.post(
      PATH,
      {
        schema: { ...uploadDocs, body: UPLOAD_BODY },
        bodyLimit: PHOTO_UPLOAD.maxBytes,
        onRequest: async (request) => {
          if (!requireUser(request).paid_user) throw new AppError('premium_only');
          request.headers['content-type'] ||= 'application/octet-stream';
        },
      },
      async (request, reply) => {
        const sender = chatSenderOf(requireUser(request));
        if (!Buffer.isBuffer(request.body) || request.body.length === 0) throw new AppError('photo_invalid');
        try {
          return reply.code(201).send(await uploadChatPhoto(deps, sender, request.body));
        } catch (error) {
          if (error instanceof AppError && error.extra.retry_after) {
            reply.header('retry-after', String(error.extra.retry_after));
          }
          throw error;
        }
      },
    );
  });
}
