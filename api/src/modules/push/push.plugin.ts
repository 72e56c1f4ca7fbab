import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config';
import type { Db } from '../../db/database';
import type { EventsHub } from '../events';
import { createPushNotifier } from './push-notifier';
import { ensureVapidKeys } from './vapid-keys';

declare module 'fastify' {
  interface FastifyInstance {
    /** Web push of this process (tests wait on `push.idle()`). */
    push: ReturnType<typeof createPushNotifier>;
  }
}

export interface PushOptions {
  config: Config;
  db: Db;
  events: EventsHub;
}

/**
 * The push module as a plugin: makes or reads the server's VAPID keys, sends web push for every event
 * this process publishes (to members with no open socket, `app.presence`), decorates `app.push`, and
 * waits for pushes under way when the app closes. Answers the VAPID public key, which the settings
 * call hands to browsers. Registered after the events plugin.
 */
export async function registerPush(app: FastifyInstance, { config, db, events }: PushOptions): Promise<string> {
  const vapidKeys = await ensureVapidKeys(db);
  const push = createPushNotifier({
    db,
    presence: app.presence,
    vapidKeys,
    publicUrl: config.publicUrl,
    log: app.log,
  });
  events.onPublished(push.notify);
  app.decorate('push', push);
  app.addHook('onClose', () => push.idle());
  return vapidKeys.publicKey;
}
