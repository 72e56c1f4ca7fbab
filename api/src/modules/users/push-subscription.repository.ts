import type { PushSubscriptionJson } from '@app/shared/contract';
import type { Db } from '../../db/database';

/** Stores a browser's subscription for a member; an endpoint known for another member moves to this one. */
export function upsertPushSubscription(db: Db, userId: number, subscription: PushSubscriptionJson) {
  return db
    .insertInto('push_subscriptions')
    .values({
      user_id: userId,
      endpoint: subscription.endpoint,
      p256dh: subscription.keys.p256dh,
      auth: subscription.keys.auth,
    })
    .onConflict((conflict) =>
      conflict.column('endpoint').doUpdateSet((eb) => ({
        user_id: eb.ref('excluded.user_id'),
        p256dh: eb.ref('excluded.p256dh'),
        auth: eb.ref('excluded.auth'),
      })),
    )
    .execute();
}
