import type { FastifyInstance } from 'fastify';
import { IDEMPOTENCY_HEADER } from '@app/shared/contract';
import { directDebitConfirmSchema, directDebitFormSchema } from '@app/shared/contract/direct-debit';
import {
  DirectDebitCountryQuerySchema,
  DirectDebitStateSchema,
  MandateResponseSchema,
  SmsCodeSentSchema,
} from '@app/shared/contract/direct-debit-api';
import { docs } from '../../http/openapi';
import { validate } from '../../http/validate';
import { requireUser } from '../auth';
import { requireIdempotencyKey } from '../idempotency';
import type { DirectDebitService } from './direct-debit.service';

const COUNTRY =
  'The direct debit country is the site’s country on a country site; the multi-country site takes the ' +
  'member’s payment country from `country`, one whose payment methods include direct debit (else 422 ' +
  '`payment_method_unavailable`).';
const FORM =
  'Every field is checked with the form’s shared schema (`directDebitFormSchema(country)`: the IBAN by ibantools, ' +
  'QR-IBANs and IBANs outside SEPA refused; a mobile number of the country; the postal code of the country): ' +
  '400 `validation_failed` names each bad field with its translation key (`payments:directDebit.errors.*`).';

const stateDocs = docs({
  tag: 'payments',
  summary: 'The member’s direct debit standing: the active mandate, the block, the rolling limit, the text to sign.',
  description: `${COUNTRY} \`limit\` is in minor units of the country's currency over the rolling window.`,
  query: DirectDebitCountryQuerySchema,
  response: { 200: DirectDebitStateSchema },
  session: true,
});

const codeDocs = docs({
  tag: 'payments',
  summary: 'Checks the direct debit form and sends the one-time code by SMS to its phone.',
  description:
    `${FORM} Nothing else is stored: the page keeps the form. 403 \`direct_debit_blocked\` for a member a returned ` +
    'debit blocked; 429 `sms_code_limit` (with `minutes`) after 3 codes within an hour; 503 `unavailable` when ' +
    `the SMS provider refused it. ${COUNTRY}`,
  query: DirectDebitCountryQuerySchema,
  body: directDebitFormSchema('DE'),
  response: { 200: SmsCodeSentSchema },
  session: true,
  idempotent: true,
});

const signDocs = docs({
  tag: 'payments',
  summary: 'Signs the SEPA mandate with the code of the SMS.',
  description:
    `The ${IDEMPOTENCY_HEADER} header is required (400 without it): a retry answers the same mandate. ${FORM} ` +
    'The code must be the one sent to this phone: 400 `invalid_sms_code` (a wrong code, a try counted) or ' +
    '`sms_code_expired` (past its 10 minutes, 3 wrong tries, or none: a new code is needed). One transaction ' +
    'revokes the active mandate and stores the new one with its unique reference, the creditor identifier and ' +
    'the signed text word for word. Answers 201. 403 `direct_debit_blocked` for a blocked member.',
  query: DirectDebitCountryQuerySchema,
  body: directDebitConfirmSchema('DE'),
  response: { 201: MandateResponseSchema },
  session: true,
  idempotent: true,
});

const revokeDocs = docs({
  tag: 'payments',
  summary: 'Revokes the member’s active mandate; 404 when there is none.',
  response: { 200: MandateResponseSchema },
  session: true,
  idempotent: true,
});

/** GET and POST /api/direct-debit.php, POST and DELETE /api/direct-debit-mandate.php */
export function directDebitRoutes(app: FastifyInstance, directDebit: DirectDebitService): void {
  app.get('/api/direct-debit.php', { schema: stateDocs }, async (request) => {
    const user = requireUser(request);
    const query = validate(DirectDebitCountryQuerySchema, request.query);
    return directDebit.state(await directDebit.member(user, query.country));
  });

  app.post('/api/direct-debit.php', { schema: codeDocs }, async (request) => {
    const user = requireUser(request);
    const query = validate(DirectDebitCountryQuerySchema, request.query);
    const member = await directDebit.member(user, query.country);
    const form = validate(directDebitFormSchema(member.country), request.body);
    return directDebit.sendCode(member, form);
  });

  app.post('/api/direct-debit-mandate.php', { schema: signDocs }, async (request, reply) => {
    const user = requireUser(request);
    requireIdempotencyKey(request);
    const query = validate(DirectDebitCountryQuerySchema, request.query);
    const member = await directDebit.member(user, query.country);
    const form = validate(directDebitConfirmSchema(member.country), request.body);
    return reply.code(201).send({ mandate: await directDebit.sign(member, form) });
  });

  app.delete('/api/direct-debit-mandate.php', { schema: revokeDocs }, async (request) => {
    const user = requireUser(request);
    return { mandate: await directDebit.revoke(user) };
  });
}
