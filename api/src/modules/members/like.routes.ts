import type { FastifyInstance } from 'fastify';
import { LikeRequestSchema, LikeResponseSchema, LikesResponseSchema } from '@app/shared/contract';
import type { Db } from '../../db/database';
import { docs } from '../../http/openapi';
import { validate } from '../../http/validate';
import { requireUser } from '../auth';
import { likeMember, likesOf, unlike } from './like.service';

const likesDocs = docs({
  summary: "The member's likes",
  description:
    'Spec sections 3, 4 and 7: `profiles`, every profile the member liked or that likes the member; `liked_by` ' +
    '(id, like_new) of those who like the member, new likes first, then the rest, newest first within each; ' +
    '`liked`, the ids the member liked, newest first (in both lists: a match). Members the member blocked are left out. Viewing a ' +
    'profile (GET /api/member.php) clears the new flag of that profile’s like. 403 `authentication_required` for a visitor.',
  tag: 'likes',
  session: true,
  response: { 200: LikesResponseSchema },
});

const ACTION_RULES =
  'Idempotent: doing it twice answers the same. 404 `not_found` for oneself, an unknown, hidden or disabled ' +
  'profile, a deleted account, or a block in either direction. 403 `authentication_required` for a visitor.';

const likeDocs = docs({
  summary: 'Like a member',
  description: `The member likes profile_id; the like is new for the other member (their badge). \`match\` is true when the other member already likes the member (the match modal). ${ACTION_RULES}`,
  tag: 'likes',
  session: true,
  body: LikeRequestSchema,
  response: { 200: LikeResponseSchema },
});

const unlikeDocs = docs({
  summary: 'Take a like back',
  description: `The member's like of profile_id is removed; answers {liked: false, match: false}. ${ACTION_RULES}`,
  tag: 'likes',
  session: true,
  body: LikeRequestSchema,
  response: { 200: LikeResponseSchema },
});

/** GET /api/likes.php, POST and DELETE /api/like.php */
export function likeRoutes(app: FastifyInstance, db: Db): void {
  app.get('/api/likes.php', { schema: likesDocs }, async (request) => {
    const user = requireUser(request);
    return likesOf(db, user.id, user.profile.id);
  });

  app.post('/api/like.php', { schema: likeDocs }, async (request) => {
    const user = requireUser(request);
    const { profile_id } = validate(LikeRequestSchema, request.body);
    return likeMember(db, { userId: user.id, profileId: user.profile.id }, profile_id, app.liveBus);
  });

  app.delete('/api/like.php', { schema: unlikeDocs }, async (request) => {
    const user = requireUser(request);
    const { profile_id } = validate(LikeRequestSchema, request.body);
    return unlike(db, { userId: user.id, profileId: user.profile.id }, profile_id);
  });
}
