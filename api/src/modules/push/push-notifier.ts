import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/database';
import type { BusMessage, Presence } from '../events';
import {
  deletePushSubscription,
  findPushProfile,
  findPushRecipient,
  findPushSubscriptions,
} from './push-delivery.repository';
import { pushDisabled, pushKindOf, pushPayloadFor } from './push-notification';
import { sendPush } from './push-sender';
import type { VapidKeys } from './vapid-keys';

export interface PushNotifierOptions {
  db: Db;
  presence: Presence;
  vapidKeys: VapidKeys;
  /** PUBLIC_URL: the VAPID subject when it is https and the site names no support address. */
  publicUrl: string | null;
  log: FastifyBaseLogger;
}

/** The VAPID subject (RFC 8292): how a push service reaches the sender, a mailto: or https: URL. */
export function vapidSubject(supportEmail: string, publicUrl: string | null): string {
  if (supportEmail.includes('@')) return `mailto:${supportEmail}`;
  if (publicUrl?.startsWith('https:')) return publicUrl;
  return 'mailto:support@example.com';
}

/**
 * Web push for stored events (architecture section 4): a message to its recipient and a like to the
 * liked member, only when they have no live socket anywhere (presence) and have not turned that kind
 * off (`push_message`, `push_like`, `push_match`), in their language, to each of their browsers.
 * A subscription the push service answers 404 or 410 for is deleted. Runs in the process that
 * publishes, after the publish, without holding up the request.
 */
export function createPushNotifier(options: PushNotifierOptions) {
  const { db, presence, log } = options;
  const pending = new Set<Promise<void>>();

  async function notify(message: BusMessage): Promise<void> {
    if (message.seq === null) return;
    const kind = pushKindOf(message.event);
    if (!kind || (await presence.isOnline(message.userId))) return;
    const recipient = await findPushRecipient(db, message.userId);
    if (!recipient || recipient.status === 'deleted' || pushDisabled(recipient, kind)) return;
    const subscriptions = await findPushSubscriptions(db, message.userId);
    if (subscriptions.length === 0) return;
    const event = message.event;
    const liker = event.type === 'like' ? ((await findPushProfile(db, event.profile_id)) ?? null) : null;
    const payload = pushPayloadFor(event, recipient, liker);
    if (!payload) return;
    const vapid = { ...options.vapidKeys, subject: vapidSubject(recipient.support_email, options.publicUrl) };
    for (const subscription of subscriptions) {
      const status = await sendPush(subscription, payload, vapid).catch((error: unknown) => {
        log.warn({ err: error }, 'web push failed');
        return 0;
      });
      if (status === 404 || status === 410) await deletePushSubscription(db, subscription.id);
      else if (status >= 400) log.warn({ status }, 'web push refused');
    }
  }

  return {
    /** Starts the pushes for published messages; does not wait for them. */
    notify(messages: BusMessage[]): void {
      for (const message of messages) {
        const sending: Promise<void> = notify(message)
          .catch((error: unknown) => log.warn({ err: error }, 'web push failed'))
          .finally(() => pending.delete(sending));
        pending.add(sending);
      }
    },
    /** Resolves when every push started so far has been sent (shutdown, tests). */
    async idle(): Promise<void> {
      while (pending.size > 0) await Promise.allSettled(pending);
    },
  };
}
