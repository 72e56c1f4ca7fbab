import type { FastifyInstance } from 'fastify';
import { DELETE_DISCOUNT_VALID_DAYS, DeleteDiscountResponseSchema } from '@app/shared/contract';
import type { Db } from '../../db/database';
import { docs } from '../../http/openapi';
import { requireUser } from '../auth';
import { deleteDiscountFor } from './delete-discount.service';

const schema = docs({
  tag: 'account',
  summary: 'A reason to stay: the company’s delete discount as a personal discount code for the next order.',
  description:
    'Offered on the deletion page. The percentage is the company info’s `delete_discount` (of the company behind ' +
    'the member’s site); the code (`STAY-XXXXXX`) is the member’s own, for the member’s country, once per user, ' +
    `valid ${DELETE_DISCOUNT_VALID_DAYS} days (\`expires\`, ISO). Asking again answers the same code while it is ` +
    'unused and valid. No body. 404 `not_found` when the company offers no delete discount; 403 ' +
    '`authentication_required` for a visitor.',
  response: { 200: DeleteDiscountResponseSchema },
  session: true,
});

/** POST /api/delete-discount.php */
export function deleteDiscountRoutes(app: FastifyInstance, db: Db): void {
  // Answering the same code again is the idempotency: no Idempotency-Key needed.
  app.post('/api/delete-discount.php', { config: { idempotency: false }, schema }, async (request) => {
    const user = requireUser(request);
    return deleteDiscountFor(db, user.id);
  });
}
