import type { FastifyInstance } from 'fastify';
import { MATCH_FINDER_PAGE_SIZE, MatchFinderQuerySchema, MatchFinderResponseSchema } from '@app/shared/contract';
import type { Db } from '../../db/database';
import { docs } from '../../http/openapi';
import { validate } from '../../http/validate';
import { requireUser } from '../auth';
import { matchFinderPage } from './match-finder.service';

const schema = docs({
  tag: 'members',
  summary: `The match finder: ${MATCH_FINDER_PAGE_SIZE} suggestions a page by the member’s preferences.`,
  description:
    'The ranking of GET /api/signup-matches.php, paged (`page` from 1): the member pool of the site (ADR 0009), ' +
    'members who fit both ways (gender and sexuality), the same country first, then age within 10 years, a main ' +
    'photo, recently seen. Never the member, members the member liked or passed in the swipe game, blocked either ' +
    'way, hidden, disabled or deleted. `has_more` when the next page has suggestions. 403 `authentication_required` ' +
    'for a visitor.',
  query: MatchFinderQuerySchema,
  response: { 200: MatchFinderResponseSchema },
  session: true,
});

/** GET /api/match-finder.php */
export function matchFinderRoutes(app: FastifyInstance, db: Db): void {
  app.get('/api/match-finder.php', { schema }, async (request) => {
    const user = requireUser(request);
    const { page } = validate(MatchFinderQuerySchema, request.query);
    return matchFinderPage(db, user.id, page);
  });
}
