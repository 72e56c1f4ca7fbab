import type { FastifyInstance } from 'fastify';
import {
  MonthSpendingSchema,
  SpendingLimitResponseSchema,
  SpendingLimitUpdateSchema,
} from '@app/shared/contract/spending-limit';
import { SPENDING_LIMIT_RAISE_DELAY_HOURS } from '@app/shared/contract/withdrawal-constants';
import { docs } from '../../http/openapi';
import { validate } from '../../http/validate';
import { requireUser } from '../auth';
import type { SpendingService } from './spending.service';

const MONTH =
  'The month is the calendar month in the time zone of the member’s site country (UTC for a country without ' +
  'one); `resets_at` is the first moment of the next month.';

const getLimitDocs = docs({
  tag: 'payments',
  summary: 'The member’s own monthly spending limit, a raise waiting for its time, and what this month used.',
  description:
    `${MONTH} \`used\`: this month’s purchases (stored, pending and paid orders) in \`currency\`, each with what ` +
    'the member kept of it (a withdrawn or refunded purchase less its refund), in the currency of the ' +
    'limit, or without a limit the member’s payment currency (their newest order’s, else their site’s). ' +
    'A waiting change whose time has come is applied when read. 403 `authentication_required` for a visitor.',
  response: { 200: SpendingLimitResponseSchema },
  session: true,
});

const putLimitDocs = docs({
  tag: 'payments',
  summary: 'Sets the monthly spending limit and the “ask me before each paid message” switch.',
  description:
    'Amounts in minor units; `amount: null` removes the limit. Setting a first limit, or a lower one, takes ' +
    `effect at once; raising, removing or changing its currency waits ${SPENDING_LIMIT_RAISE_DELAY_HOURS} hours ` +
    '(`pending`; asking again for the same change keeps its time, a lower limit drops it). The switch changes ' +
    'at once. A purchase that would take the month over the limit answers 422 `spending_limit` with ' +
    '`resets_at`. 400 `validation_failed` names every bad field. 403 `authentication_required` for a visitor.',
  body: SpendingLimitUpdateSchema,
  response: { 200: SpendingLimitResponseSchema },
  session: true,
  idempotent: true,
});

const monthDocs = docs({
  tag: 'payments',
  summary: 'This month’s spending from the credit ledger: credits on messages, photos and gifts, and credits bought.',
  description:
    `${MONTH} \`kinds\`: per kind the credits spent and how many times; \`credits_bought\`: the credits of ` +
    'purchases completed this month less those a withdrawal or refund took back. 403 `authentication_required` ' +
    'for a visitor.',
  response: { 200: MonthSpendingSchema },
  session: true,
});

/** /api/spending-limit.php (GET, PUT) and /api/spending.php (GET). */
export function spendingRoutes(app: FastifyInstance, spending: SpendingService): void {
  app.get('/api/spending-limit.php', { schema: getLimitDocs }, async (request) => {
    const user = requireUser(request);
    return { spending_limit: await spending.limit(user.id) };
  });

  app.put('/api/spending-limit.php', { schema: putLimitDocs }, async (request) => {
    const user = requireUser(request);
    const update = validate(SpendingLimitUpdateSchema, request.body);
    return { spending_limit: await spending.setLimit(user.id, update) };
  });

  app.get('/api/spending.php', { schema: monthDocs }, async (request) => {
    const user = requireUser(request);
    return spending.month(user.id);
  });
}
