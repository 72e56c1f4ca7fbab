import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Db } from '../../db/database';
import { docs } from '../../http/openapi';
import { validate } from '../../http/validate';
import { requireUser } from '../auth/require-user';
import { LiveOutbox } from '../live/live-events.service';
import { changeCredits } from './credit.service';

const GrantSchema = z
  .object({ credits: z.number().int().positive().max(10_000), premium: z.boolean().default(false) })
  .strict();

/**
 * Development only (never in production, like /dev/outbox): POST /api/dev-credits.php gives the logged-in member
 * credits (ledger reason `adjustment`) and, with `premium`, makes them a paying member, so the chat's
 * paid paths can be tried and tested before a payment provider is configured. Each call is one ledger
 * row; the member's sockets hear `credits` and `user`.
 */
export function devCreditsRoutes(app: FastifyInstance, db: Db): void {
  const schema = docs({
    summary: 'Give the member credits (development only)',
    description: 'Never in production. One ledger row (reason adjustment); `premium` makes the member a paying member.',
    tag: 'development',
    session: true,
    body: GrantSchema,
    response: { 200: z.object({ credits: z.number().int(), paid_user: z.boolean() }) },
  });
  app.post('/api/dev-credits.php', { schema }, async (request) => {
    const user = requireUser(request);
    const grant = validate(GrantSchema, request.body);
    const outbox = new LiveOutbox();
    const balance = await db.transaction().execute(async (trx) => {
      const result = await changeCredits(trx, {
        userId: user.id,
        delta: grant.credits,
        reason: 'adjustment',
        reference: null,
      });
      if (grant.premium) await trx.updateTable('users').set({ paid_user: true }).where('id', '=', user.id).execute();
      await outbox.store(trx, user.id, { type: 'credits', credits: result.balance });
      await outbox.store(trx, user.id, { type: 'user' });
      return result.balance;
    });
    await outbox.publish(app.liveBus);
    return { credits: balance, paid_user: grant.premium || user.paid_user };
  });
}
