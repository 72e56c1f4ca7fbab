export { createPushNotifier } from './push-notifier';
export { ensureVapidKeys } from './vapid-keys';
export type { VapidKeys } from './vapid-keys';
