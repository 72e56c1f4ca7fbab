import fs from 'node:fs/promises';
import type { FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';
import { AppError } from '../../http/app-error';
import { mediaDir } from './media-paths';
import { giftImage } from './media.service';

/** Photo files never change under a name (a new image gets a new name): cached for a year. */
const IMMUTABLE = 'public, max-age=31536000, immutable';
const ONE_DAY = 'public, max-age=86400';

/**
 * Media at the settings' cdn_prefix (`/media/`): photos from `<data>/media`, and the gift images,
 * which are part of the code.
 */
export async function mediaRoutes(app: FastifyInstance, dataDir: string): Promise<void> {
  app.get<{ Params: { file: string } }>('/media/gifts/:file', async (request, reply) => {
    const image = giftImage(request.params.file);
    if (!image) throw new AppError('not_found');
    return reply.header('Cache-Control', ONE_DAY).type('image/svg+xml').send(image);
  });

  const root = mediaDir(dataDir);
  await fs.mkdir(root, { recursive: true });
  await app.register(fastifyStatic, {
    root,
    prefix: '/media/',
    decorateReply: false,
    index: false,
    dotfiles: 'deny',
    setHeaders: (reply) => {
      reply.header('Cache-Control', IMMUTABLE).header('X-Content-Type-Options', 'nosniff');
    },
  });
}
