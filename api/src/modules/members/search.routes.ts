import type { FastifyInstance } from 'fastify';
import {
  LANDING_COOKIE,
  MEMBER_SEARCH_PAGE_SIZE,
  MemberSearchQuerySchema,
  MemberSearchResponseSchema,
} from '@app/shared/contract';
import type { Db } from '../../db/database';
import { docs } from '../../http/openapi';
import { validate } from '../../http/validate';
import { invalidateSearchAnswers } from './search/search-answers';
import { searchMembers } from './search.service';

const schema = docs({
  tag: 'members',
  summary: `Search and browse members: ${MEMBER_SEARCH_PAGE_SIZE} profiles a page, the total, and similar profiles when few are found.`,
  description:
    'The member pool of the site (ADR 0009): active profiles of the company’s members of the site’s countries; never ' +
    'the member, hidden, disabled or deleted profiles, or members blocked either way. Only the filters in the site’s ' +
    '`settings.search_fields` count (gender, country, countryregion = a region id of /api/regions.php, min_age and ' +
    'max_age 18–99); the others are ignored. A logged-in member whose query leaves `gender` out searches the gender ' +
    'they look for by their own gender and sexuality (hetero: the other, gay and lesbian: the own, bi: both); an ' +
    'empty `gender=` searches men and women. Recently seen members first, then by member id; `page` is 1-based. ' +
    'When the search finds less than a page, `similar` holds up to a page of other profiles: ages widened by 5 years ' +
    'in any region of the country, then the same gender in any country of the pool. A logged-in member searches the ' +
    'pool of the site they signed up on. A visitor searches the site of the Host header, only when its ' +
    '`logged_out_search` is true, or when `logged_out_search_trafficsource` is true and the query carries ' +
    '`trafficsource` (the traffic source, else the tracking network, the visit landed with: the client keeps it in ' +
    'sessionStorage) or the visit’s `landing` cookie (POST /api/landing.php) names a landing with a traffic source ' +
    'or network; otherwise 403 `authentication_required`.',
  query: MemberSearchQuerySchema,
  response: { 200: MemberSearchResponseSchema },
});

/** GET /api/members.php, its kept answers (unless `keepSearchAnswers` is off) told of the bus's invalidations (ADR 0040). */
export function searchRoutes(
  app: FastifyInstance,
  db: Db,
  { keepSearchAnswers }: { keepSearchAnswers: boolean },
): void {
  let stop: (() => void) | null = null;
  app.addHook('onReady', async () => {
    stop = app.liveBus.onInvalidate((invalidation) => invalidateSearchAnswers(db, invalidation));
  });
  app.addHook('onClose', async () => stop?.());
  app.get('/api/members.php', { schema }, async (request) => {
    const query = validate(MemberSearchQuerySchema, request.query);
    const landingCookie = request.cookies[LANDING_COOKIE.name];
    // Left out, not empty: an empty gender is men and women (the search form's choice), left out is the member's own.
    const genderInQuery = Object.hasOwn(request.query as object, 'gender');
    const searcher = { user: request.user ?? null, host: request.headers.host, landingCookie };
    return searchMembers(db, searcher, query, { genderInQuery, keepAnswer: keepSearchAnswers });
  });
}
