import type { FastifyInstance } from 'fastify';
import { BlockRequestSchema, BlockResponseSchema } from '@app/shared/contract';
import type { Db } from '../../db/database';
import { docs } from '../../http/openapi';
import { validate } from '../../http/validate';
import { requireUser } from '../auth';
import { setBlocked } from './block.service';

const description =
  'Idempotent. A blocked member cannot view the blocker’s profile (404) and disappears from the blocker’s ' +
  'likes and chats. 400 `validation_failed` for oneself, 404 `not_found` for an unknown profile.';

/** POST and DELETE /api/block.php {profile_id} */
export function blockRoutes(app: FastifyInstance, db: Db): void {
  for (const [method, blocked] of [
    ['POST', true],
    ['DELETE', false],
  ] as const) {
    const schema = docs({
      tag: 'members',
      summary: blocked ? 'Blocks a member.' : 'Unblocks a member.',
      description,
      body: BlockRequestSchema,
      response: { 200: BlockResponseSchema },
      session: true,
      idempotent: true,
    });
    app.route({
      method,
      url: '/api/block.php',
      schema,
      handler: async (request) => {
        const user = requireUser(request);
        const { profile_id: profileId } = validate(BlockRequestSchema, request.body);
        return setBlocked(db, user, profileId, blocked);
      },
    });
  }
}
