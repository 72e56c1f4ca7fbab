import type { VapidKeys } from './vapid-keys';

/** What /sw-push.js shows: a notification's title, body, icon, tag (one per thread) and the URL a click opens. */
export interface PushPayload {
  title: string;
  body: string;
  icon?: string;
  tag: string;
  url: string;
}

/** A browser's subscription as stored. */
export interface StoredSubscription {
  endpoint: string;
  p256dh: string;
  auth: string;
}

/** How long a push service may take to answer. */
const TIMEOUT_MS = 10_000;
/** How long the push service keeps a notification for an offline browser (seconds). */
const TTL_SECONDS = 24 * 3_600;

/**
 * Sends one web push (RFC 8030) with an aes128gcm-encrypted payload (RFC 8291) and a VAPID
 * signature (RFC 8292), and answers the push service's status: 201 delivered, 404/410 the
 * subscription is gone. The web-push library builds the request; fetch sends it, so an endpoint may
 * also be plain http (a push service on loopback in the tests).
 */
export async function sendPush(
  subscription: StoredSubscription,
  payload: PushPayload,
  vapid: VapidKeys & { subject: string },
): Promise<number> {
  // Loaded with the first push, not at start.
  const { default: webPush } = await import('web-push');
  const request = webPush.generateRequestDetails(
    { endpoint: subscription.endpoint, keys: { p256dh: subscription.p256dh, auth: subscription.auth } },
    JSON.stringify(payload),
    {
      vapidDetails: { subject: vapid.subject, publicKey: vapid.publicKey, privateKey: vapid.privateKey },
      TTL: TTL_SECONDS,
      urgency: 'high',
      topic: payload.tag.replace(/[^A-Za-z0-9_-]/g, '').slice(0, 32) || undefined,
    },
  );
  const headers = Object.fromEntries(Object.entries(request.headers).map(([name, value]) => [name, String(value)]));
  delete headers['Content-Length'];
  const response = await fetch(request.endpoint, {
    method: request.method,
    headers,
    body: request.body ?? undefined,
    signal: AbortSignal.timeout(TIMEOUT_MS),
  });
  await response.body?.cancel();
  return response.status;
}
