import type { FastifyInstance } from 'fastify';
import { SIGNUP_MATCHES_LIMIT, SignupMatchesResponseSchema } from '@app/shared/contract';
import type { Db } from '../../db/database';
import { docs } from '../../http/openapi';
import { requireUser } from '../auth';
import { signupMatchesFor } from './signup-matches.service';

const schema = docs({
  tag: 'users',
  summary: `Up to ${SIGNUP_MATCHES_LIMIT} members to suggest to the logged-in member (the /signup-matches step).`,
  description:
    'From the member pool of the member’s site: members of the same company whose country the site serves (on the ' +
    'international site every country). Only members who fit both ways: a gender the member looks for, whose ' +
    'sexuality looks for the member’s gender. Never the member, hidden, disabled or deleted profiles, members ' +
    'blocked either way, or members the member already liked. Best first: the same country, age within 10 years, ' +
    'a main photo, recently seen. 403 `authentication_required` for a visitor.',
  response: { 200: SignupMatchesResponseSchema },
  session: true,
});

/** GET /api/signup-matches.php */
export function signupMatchesRoutes(app: FastifyInstance, db: Db): void {
  app.get('/api/signup-matches.php', { schema }, async (request) => {
    const user = requireUser(request);
    return signupMatchesFor(db, user.id);
  });
}
