import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { IDEMPOTENCY_HEADER } from '@app/shared/contract';
import {
  WithdrawalPreviewSchema,
  WithdrawalQuerySchema,
  WithdrawalRequestSchema,
  WithdrawalResponseSchema,
  WithdrawalSchema,
} from '@app/shared/contract/withdrawal';
import { WITHDRAWAL_LINK_VALID_HOURS } from '@app/shared/contract/withdrawal-constants';
import type { Config } from '../../config';
import type { Db } from '../../db/database';
import { addressRateKey, clientAddress } from '../../http/client-address';
import { docs } from '../../http/openapi';
import { publicOrigin } from '../../http/public-origin';
import { enforceRateLimit, type RateLimitRule } from '../../http/rate-limit';
import { validate } from '../../http/validate';
import { requireUser } from '../auth';
import { requireIdempotencyKey } from '../idempotency';
import { resolveSite } from '../settings';
import { WITHDRAWAL_LINK_MAILS_PER_EMAIL, type PaymentsService } from './payments.service';

/** Logged-out withdrawal requests per client address: as for password-reset requests. */
export const WITHDRAWAL_REQUEST_RATE_LIMIT: RateLimitRule = {
  name: 'withdrawal_request_ip',
  limit: 20,
  windowSeconds: 3600,
};

const previewDocs = docs({
  tag: 'payments',
  summary: 'What a withdrawal from one of the member’s purchases would do now (ADR 0027).',
  description:
    '`refusal` is null when the order can be withdrawn from: `not_completed` before its payment completed, ' +
    '`period_over` after `deadline` (completion + the site’s `refund_days`, never less than 14 days), ' +
    '`withdrawn` once withdrawn, refunded or charged back. `unused_credits` are the purchase’s credits not used ' +
    'yet (first in, first out); `refund_amount` their value, round(amount × unused / credits), minor units. ' +
    '404 for an order of another member.',
  query: WithdrawalQuerySchema,
  response: { 200: WithdrawalPreviewSchema },
  session: true,
});

const withdrawDocs = docs({
  tag: 'payments',
  summary: '“Confirm withdrawal”: withdraws from a purchase and refunds its unused credits.',
  description:
    `The ${IDEMPOTENCY_HEADER} header is required (400 without it); a retried request answers the first answer. ` +
    'In one transaction the unused credits leave the balance, the withdrawal is stored and the order becomes ' +
    '`refunded`; then the provider is asked for the refund (`refund_status` `pending` while it cannot be asked: ' +
    'a worker asks again) and the member gets a receipt mail. 409 `withdrawal_not_possible` when the preview ' +
    'has a refusal (nothing changes); 404 for an order of another member.',
  body: WithdrawalSchema,
  response: { 201: WithdrawalResponseSchema },
  session: true,
  idempotent: true,
});

const requestDocs = docs({
  tag: 'payments',
  summary: 'The footer’s withdrawal request without a session: mails a login link to the withdrawal form.',
  description:
    'Always 202 `{}`. When a member of the site with this email has this order (`A-000042`, `42`) and it can ' +
    `still be withdrawn from, a mail with a single-use login link (\`/{token}\`, valid ${WITHDRAWAL_LINK_VALID_HOURS} ` +
    'hours) to `/transactions/{id}?withdraw=1`; otherwise nothing, with the same answer. At most ' +
    `${WITHDRAWAL_LINK_MAILS_PER_EMAIL.limit} mails per email address a day; after ` +
    `${WITHDRAWAL_REQUEST_RATE_LIMIT.limit} requests per client address in an hour: 429 \`rate_limited\`.`,
  body: WithdrawalRequestSchema,
  response: { 202: z.object({}).strict() },
});

/** GET and POST /api/withdrawal.php, POST /api/withdrawal-request.php */
export function withdrawalRoutes(app: FastifyInstance, db: Db, config: Config, payments: PaymentsService): void {
  app.get('/api/withdrawal.php', { schema: previewDocs }, async (request) => {
    const user = requireUser(request);
    const query = validate(WithdrawalQuerySchema, request.query);
    return payments.withdrawalPreview(user, query.order);
  });

  app.post('/api/withdrawal.php', { schema: withdrawDocs }, async (request, reply) => {
    const user = requireUser(request);
    requireIdempotencyKey(request);
    const body = validate(WithdrawalSchema, request.body);
    return reply.code(201).send(await payments.withdraw(user, body.order_id, publicOrigin(config, request)));
  });

  app.post(
    '/api/withdrawal-request.php',
    { config: { idempotency: false }, schema: requestDocs },
    async (request, reply) => {
      const body = validate(WithdrawalRequestSchema, request.body);
      await enforceRateLimit(db, reply, WITHDRAWAL_REQUEST_RATE_LIMIT, addressRateKey(clientAddress(request)));
      const site = await resolveSite(db, request.headers.host);
      await payments.requestWithdrawal(site.id, body.email, body.order_number, publicOrigin(config, request));
      return reply.code(202).send({});
    },
  );
}
