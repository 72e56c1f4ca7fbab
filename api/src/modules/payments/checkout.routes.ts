import type { FastifyInstance } from 'fastify';
import {
  CreatePaymentResponseSchema,
  CreatePaymentSchema,
  IDEMPOTENCY_HEADER,
  PaymentQuerySchema,
  PaymentResponseSchema,
  TransactionResponseSchema,
  TransactionsQuerySchema,
  TransactionsResponseSchema,
} from '@app/shared/contract';
import type { Config } from '../../config';
import { docs } from '../../http/openapi';
import { publicOrigin } from '../../http/public-origin';
import { validate } from '../../http/validate';
import { requireUser } from '../auth';
import { requireIdempotencyKey } from '../idempotency';
import type { PaymentsService } from './payments.service';

const createDocs = docs({
  tag: 'payments',
  summary: 'Starts the checkout of one package with the payment provider.',
  description:
    `The ${IDEMPOTENCY_HEADER} header is required (400 without it): a retried request answers the first answer, ` +
    'so one click is one order however often it is sent. The server computes the price; `amount` and ' +
    '`currency` are what the page showed, and another price answers 409 `price_changed` with nothing stored. ' +
    'Answers 201 with the order (state `pending`) and the provider’s `checkout_url`. The provider sends the ' +
    'member back to `/credits/{package}/{method}?order={id}`, which never decides: the state changes only by ' +
    'the provider’s callback, or by asking the provider (GET /api/payment.php?sync=). 502 `payment_failed` ' +
    'when the provider refuses or is down (the order is stored as failed). Discount code errors as for the quote. ' +
    '`directdebit` (ADR 0026) needs the member’s active mandate (409 `direct_debit_mandate_required`), refuses a ' +
    'blocked member (403 `direct_debit_blocked`) and more than the rolling limit (422 `direct_debit_limit`), with ' +
    'nothing stored; it completes at once, after the pre-notification mail, and its `checkout_url` is the result page.',
  body: CreatePaymentSchema,
  response: { 201: CreatePaymentResponseSchema },
  session: true,
  idempotent: true,
});

const orderDocs = docs({
  tag: 'payments',
  summary: 'One of the member’s orders, for the result page.',
  description:
    '`sync=return` (back from the checkout) or `sync=poll` (still waiting) asks the provider for the status ' +
    'when the order is not final and applies it as a callback would; the member’s pages also hear a ' +
    '`payment` live event on every change. 404 for an order of another member.',
  query: PaymentQuerySchema,
  response: { 200: PaymentResponseSchema },
  session: true,
});

const transactionsDocs = docs({
  tag: 'payments',
  summary: 'The member’s orders, newest first; with `id`, one order with its state history and refund days.',
  query: TransactionsQuerySchema,
  response: { 200: TransactionsResponseSchema.or(TransactionResponseSchema) },
  session: true,
});

/** POST and GET /api/payment.php, GET /api/transactions.php */
export function checkoutRoutes(app: FastifyInstance, config: Config, payments: PaymentsService): void {
  app.post('/api/payment.php', { schema: createDocs }, async (request, reply) => {
    const user = requireUser(request);
    requireIdempotencyKey(request);
    const body = validate(CreatePaymentSchema, request.body);
    return reply.code(201).send(await payments.checkout(user, body, publicOrigin(config, request)));
  });

  app.get('/api/payment.php', { schema: orderDocs }, async (request) => {
    const user = requireUser(request);
    const query = validate(PaymentQuerySchema, request.query);
    return { order: await payments.order(user, query.id, query.sync, publicOrigin(config, request)) };
  });

  app.get('/api/transactions.php', { schema: transactionsDocs }, async (request) => {
    const user = requireUser(request);
    const query = validate(TransactionsQuerySchema, request.query);
    if (query.id !== undefined) return payments.orderDetails(user, query.id);
    return { orders: await payments.orders(user) };
  });
}
