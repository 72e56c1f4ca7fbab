/* The push worker (spec section 7): shows pushed notifications and tells open pages about them. */
const NEW_PUSH_MESSAGE = 'NEW_PUSH_MESSAGE';
const NEW_PUSH_CLICK = 'NEW_PUSH_CLICK';

self.addEventListener('install', () => self.skipWaiting());
self.addEventListener('activate', (event) => event.waitUntil(self.clients.claim()));

async function windows() {
  return self.clients.matchAll({ type: 'window', includeUncontrolled: true });
}

self.addEventListener('push', (event) => {
  let payload = {};
  try {
    payload = event.data ? event.data.json() : {};
  } catch {
    payload = { title: event.data ? event.data.text() : '' };
  }
  const title = payload.title || self.registration.scope;
  const options = {
    body: payload.body || '',
    icon: payload.icon || '/shell/icons/icon-192.png',
    badge: '/shell/icons/badge-72.png',
    tag: payload.tag,
    data: { url: payload.url || '/chats' },
  };
  event.waitUntil(
    (async () => {
      for (const client of await windows()) client.postMessage({ type: NEW_PUSH_MESSAGE, payload });
      await self.registration.showNotification(title, options);
    })(),
  );
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const url = (event.notification.data && event.notification.data.url) || '/';
  event.waitUntil(
    (async () => {
      const open = await windows();
      const client = open.find((candidate) => 'focus' in candidate);
      if (client) {
        await client.focus();
        client.postMessage({ type: NEW_PUSH_CLICK, url });
        return;
      }
      await self.clients.openWindow(url);
    })(),
  );
});
