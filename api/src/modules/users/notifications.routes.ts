import type { FastifyInstance } from 'fastify';
import { MAIL_DISABLED_REASONS, NotificationsResponseSchema, NotificationsUpdateSchema } from '@app/shared/contract';
import type { Db } from '../../db/database';
import { docs } from '../../http/openapi';
import { validate } from '../../http/validate';
import { requireUser } from '../auth';
import { loadNotifications, updateNotifications } from './notifications.service';

const STORAGE =
  'Stored in the user’s `notifications_disabled` (the list GET /api/user.php answers): `mail` when all mail is off, ' +
  '`<channel>_<kind>` (e.g. `push_like`) for each kind turned off. Account mails (activation, password reset, ' +
  'mail change, reactivation) are transactional and always sent. The unsubscribe link of every mail ' +
  '(/api/unsubscribe.php) turns all mail off with the reason `list_unsubscribe`.';

const getDocs = docs({
  tag: 'users',
  summary: "The member's notification settings: mail and push per kind, and whether mail is on at all.",
  description:
    `${STORAGE} \`mail_disabled_reason\` (${MAIL_DISABLED_REASONS.join(', ')}) says why mail is off when the ` +
    'member did not choose it; null when the member did, or mail is on. 403 `authentication_required` for a visitor.',
  response: { 200: NotificationsResponseSchema },
  session: true,
});

const putDocs = docs({
  tag: 'users',
  summary: 'Changes notification settings (any subset); answers the new state.',
  description:
    `${STORAGE} \`mail_enabled: true\` turns mail on again and clears \`mail_disabled_reason\`; \`false\` turns all ` +
    'mail off (the per-kind choices are kept). 400 `validation_failed` for an unknown channel, kind or field. ' +
    '403 `authentication_required` for a visitor.',
  body: NotificationsUpdateSchema,
  response: { 200: NotificationsResponseSchema },
  session: true,
  idempotent: true,
});

/** /api/notifications.php: the notification settings page (GET) and its changes (PUT). */
export function notificationsRoutes(app: FastifyInstance, db: Db): void {
  app.get('/api/notifications.php', { schema: getDocs }, async (request) => {
    const user = requireUser(request);
    return loadNotifications(db, user.id);
  });

  app.put('/api/notifications.php', { schema: putDocs }, async (request) => {
    const user = requireUser(request);
    const update = validate(NotificationsUpdateSchema, request.body);
    return updateNotifications(db, user.id, update);
  });
}
