import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  isLanguage,
  LANDER_MEMBERS_DEFAULT,
  LANDER_MEMBERS_MAX,
  LanderAnswerSchema,
  LanderMemberAnswerSchema,
  LanderMemberQuerySchema,
  LanderQuerySchema,
  LOCALE_COOKIE,
} from '@app/shared/contract';
import type { Db } from '../../db/database';
import { docs } from '../../http/openapi';
import { validate } from '../../http/validate';
import { resolveSite } from '../settings';
import { landerAnswer, landerMemberAnswer, type LanderRequest } from './lander.service';

const MEMBERS_RULE =
  'Members: the member pool of the site (ADR 0009: the company’s active profiles of the site’s countries, not ' +
  'deleted, not the viewer, none blocked either way) in the visitor’s country (the logged-in member’s country, else ' +
  'the GeoIP country of the address, when the site serves it; else the site’s own country), only those with a ' +
  'public main photo, filtered by the niche’s rule (`NICHES`: ages, body types, gender, sexualities) and the ' +
  'campaign’s gender and ages; in an order that holds for a day (a hash of the id and the date), at most the ' +
  `campaign’s members_count (${LANDER_MEMBERS_DEFAULT} by default, ${LANDER_MEMBERS_MAX} at most). \`line\` is the ` +
  'start of the about-me (140 characters at most, cut at a word), positions are rounded to 0.1 degree, ' +
  '`has_fictional` says whether any member shown is fictional (the lander then shows the site’s disclosure). ';

const landerSchema = docs({
  tag: 'members',
  summary: 'What a lander shows: the campaign of its slug (or the type’s default), its copy and members.',
  description:
    'Open to visitors and members. `type` is one of the lander types (400 `validation_failed` naming `type` ' +
    'otherwise); `slug` picks a campaign of the site’s company for that type. A missing, malformed or unknown ' +
    'slug is never an error: the answer is the type’s default (`slug` null, the site’s niche, `copy` all null). ' +
    '`copy` is the campaign’s copy in the language of the locale cookie (else the site’s language), a field ' +
    'null where the campaign has none (the page then shows the type’s translated text). ' +
    MEMBERS_RULE,
  query: LanderQuerySchema,
  response: { 200: LanderAnswerSchema },
});

const landerMemberSchema = docs({
  tag: 'members',
  summary: 'The member a member landing is about, with the gallery lander to fall back on.',
  description:
    'Open to visitors and members. `id` is a profile id (400 `validation_failed` naming `id` when it is not a ' +
    'whole number in 1..2147483647). `member` is that member in the lander’s shape when the site’s member pool ' +
    'shows them with a public main photo; null (never an error) for an unknown, hidden, paused, disabled or ' +
    'deleted member, one blocked either way, one of another company or country, or one without a photo: the ' +
    'page then shows the general lander. `lander` is the answer of `/api/lander.php?type=gallery&slug=` for the ' +
    'same `slug`. `design` (landing, landing2, landing3) names the page asking and changes nothing. ' +
    MEMBERS_RULE,
  query: LanderMemberQuerySchema,
  response: { 200: LanderMemberAnswerSchema },
});

/** Who asks, on which site, in which language: the page's host, session, address and locale cookie. */
async function landerRequest(db: Db, request: FastifyRequest): Promise<LanderRequest> {
  const site = await resolveSite(db, request.headers.host);
  const { user } = request;
  const cookie = request.cookies[LOCALE_COOKIE.name];
  return {
    site,
    viewer: user ? { userId: user.id, profileId: user.profile.id } : null,
    viewerCountry: user?.profile.country ?? null,
    address: request.ip,
    language: isLanguage(cookie) ? cookie : site.domain_language,
  };
}

/** GET /api/lander.php and GET /api/lander-member.php. */
export function landerRoutes(app: FastifyInstance, db: Db): void {
  app.get('/api/lander.php', { schema: landerSchema }, async (request) => {
    const query = validate(LanderQuerySchema, request.query);
    return landerAnswer(db, await landerRequest(db, request), query.type, query.slug);
  });
  app.get('/api/lander-member.php', { schema: landerMemberSchema }, async (request) => {
    const query = validate(LanderMemberQuerySchema, request.query);
    return landerMemberAnswer(db, await landerRequest(db, request), query);
  });
}
