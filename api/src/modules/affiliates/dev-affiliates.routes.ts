import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/database';
import { devAffiliatesMessage, devAffiliatesPage } from './dev-affiliates-page';
import { devAffiliatesOverview, saveDevNetwork, unpauseDevNetwork } from './dev-affiliates.service';
import { fillPostbackUrl } from './postback-url';

const LIMIT = 100;

/** Why a network cannot be saved, or null: a name as landings carry it, an http(s) URL template. */
function networkProblem(name: string, template: string): string | null {
  if (name === '' || name.length > 255) return 'A network needs a name of at most 255 characters';
  if (template.length > 2048 || fillPostbackUrl(template, {}) === null)
    return 'The postback URL must be an http(s) URL';
  return null;
}

/**
 * Development page (never in production, like /dev/outbox): the affiliate networks with their
 * postback template and state, a button to unpause a paused one, a form to add a network, the newest
 * conversions with what their postback got (status, attempts, last error, next try), and the newest
 * landings with the member each was attached to.
 */
export async function devAffiliatesRoutes(app: FastifyInstance, db: Db): Promise<void> {
  app.get('/dev/affiliates', async (_request, reply) => {
    const page = devAffiliatesPage(await devAffiliatesOverview(db, LIMIT), LIMIT);
    return reply.type('text/html; charset=utf-8').header('cache-control', 'no-store').send(page);
  });

  await app.register(async (scope) => {
    // The page's button posts an empty form.
    scope.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: 1024 },
      (_r, body, done) => done(null, body),
    );
    scope.post<{ Body: string }>('/dev/affiliates/networks', async (request, reply) => {
      const form = new URLSearchParams(typeof request.body === 'string' ? request.body : '');
      const name = form.get('name')?.trim() ?? '';
      const template = form.get('postback_url')?.trim() ?? '';
      const problem = networkProblem(name, template);
      if (problem) return reply.status(400).type('text/html; charset=utf-8').send(devAffiliatesMessage(problem));
      await saveDevNetwork(db, name, template);
      return reply.redirect('/dev/affiliates', 303);
    });
    scope.post<{ Params: { id: string } }>('/dev/affiliates/:id/unpause', async (request, reply) => {
      const id = Number(request.params.id);
      const found = Number.isInteger(id) && id > 0 && id <= 2_147_483_647 && (await unpauseDevNetwork(db, id));
      if (!found)
        return reply.status(404).type('text/html; charset=utf-8').send(devAffiliatesMessage('No such network'));
      return reply.redirect('/dev/affiliates', 303);
    });
  });
}
