import type { FastifyInstance } from 'fastify';
import { LikesResponseSchema } from '@app/shared/contract';
import type { Db } from '../../db/database';
import { docs } from '../../http/openapi';
import { requireUser } from '../auth/require-user';
import { likesOf } from './like.service';

export function likeRoutes(app: FastifyInstance, db: Db): void {
  const schema = docs({
    summary: "The member's likes",
    description: 'Spec sections 3, 4 and 7: profiles liked and liking, and liked_by with like_new, new likes first.',
    tag: 'likes',
    session: true,
    response: { 200: LikesResponseSchema },
  });
  app.get('/api/likes.php', { schema }, async (request) => {
    const user = requireUser(request);
    return likesOf(db, user.id, user.profile.id);
  });
}
