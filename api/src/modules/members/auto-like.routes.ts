import type { FastifyInstance } from 'fastify';
import { AutoLikeResponseSchema } from '@app/shared/contract';
import type { Db } from '../../db/database';
import { docs } from '../../http/openapi';
import { requireUser } from '../auth';
import { autoLike } from './auto-like.service';

const schema = docs({
  summary: 'A like for the match modal',
  description:
    'Spec sections 4 and 7 (the `t` query parameter of the site): a fictional profile of the member’s pool ' +
    '(ADR 0009: the company’s members of the site’s countries, fitting both ways, not blocked either way, not ' +
    'liked by the member yet), best fit first as the signup suggestions, that does not like the member yet, now ' +
    'likes the member (a new like) and is answered as {profile} for the match modal. Fictional profiles carry ' +
    'the site’s fictional icon, so the member can see it is not a real person. 404 `not_found` when no such ' +
    'profile is left; 403 `authentication_required` for a visitor.',
  tag: 'likes',
  session: true,
  response: { 200: AutoLikeResponseSchema },
});

/** GET /api/auto-like.php */
export function autoLikeRoutes(app: FastifyInstance, db: Db): void {
  app.get('/api/auto-like.php', { schema }, async (request) => {
    const user = requireUser(request);
    return autoLike(db, user.id);
  });
}
