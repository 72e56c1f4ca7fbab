import { afterEach, beforeEach, describe, expect, it, vi, type Mock } from 'vitest';
import type { NotificationsResponse } from '@app/shared/contract';
import { $notifications, loadNotifications, setMailEnabled, setNotification } from './notifications-store';

type FetchArgs = [input: RequestInfo | URL, init?: RequestInit];

const ALL_ON = { message: true, like: true, match: true, news: true };
const answer: NotificationsResponse = {
  settings: { mail: { ...ALL_ON }, push: { ...ALL_ON, news: false } },
  mail_enabled: true,
  mail_disabled_reason: null,
};

function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

function urlOf([input]: FetchArgs): string {
  return input instanceof Request ? input.url : String(input);
}

/** What the server holds: PUT applies its body and answers the whole settings, as the real one does. */
let server: NotificationsResponse;
function applyOnServer(body: Record<string, unknown>): NotificationsResponse {
  const update = body as { mail_enabled?: boolean; mail?: object; push?: object };
  server = {
    settings: {
      mail: { ...server.settings.mail, ...update.mail },
      push: { ...server.settings.push, ...update.push },
    },
    mail_enabled: update.mail_enabled ?? server.mail_enabled,
    mail_disabled_reason: update.mail_enabled === true ? null : server.mail_disabled_reason,
  };
  return server;
}

let fetchMock: Mock<(...args: FetchArgs) => Promise<Response>>;
let putResponse: (body: Record<string, unknown>) => Response;
const puts: unknown[] = [];

beforeEach(async () => {
  puts.length = 0;
  server = structuredClone(answer);
  putResponse = (body) => json(applyOnServer(body));
  fetchMock = vi.fn(async (...args: FetchArgs) => {
    const url = urlOf(args);
    if (url.includes('/api/user.php')) return json({ user: null });
    if (args[1]?.method === 'PUT') {
      const body = JSON.parse(String(args[1].body)) as Record<string, unknown>;
      puts.push(body);
      return putResponse(body);
    }
    return json(server);
  });
  vi.stubGlobal('fetch', fetchMock);
  $notifications.set({ status: 'loading', data: null, saving: [], error: null });
  await loadNotifications();
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('notification settings', () => {
  it('loads the settings', () => {
    expect($notifications.get()).toMatchObject({ status: 'ready', data: answer, error: null });
  });

  it('shows a switch at once, then saves only that switch', async () => {
    const saving = setNotification('mail', 'like', false);
    expect($notifications.get().data?.settings.mail.like).toBe(false);
    expect($notifications.get().saving).toEqual(['mail_like']);
    expect(await saving).toBe(true);
    expect(puts).toEqual([{ mail: { like: false } }]);
    expect($notifications.get()).toMatchObject({ saving: [], error: null });
    expect($notifications.get().data?.settings.mail.like).toBe(false);
  });

  it('puts the switch back and shows an error when saving fails', async () => {
    putResponse = () => json({ error: 'forbidden' }, 403);
    expect(await setNotification('push', 'news', true)).toBe(false);
    expect($notifications.get().data?.settings.push.news).toBe(false);
    expect($notifications.get()).toMatchObject({ saving: [], error: 'errors.forbidden' });
  });

  it('does not call the server for a switch that is already so', async () => {
    expect(await setNotification('mail', 'message', true)).toBe(true);
    expect(puts).toEqual([]);
  });

  it('keeps the other switches when one fails', async () => {
    putResponse = (body) =>
      JSON.stringify(body).includes('match') ? json({ error: 'forbidden' }, 403) : json({ ok: true });
    await Promise.all([setNotification('mail', 'match', false), setNotification('mail', 'news', false)]);
    expect($notifications.get().data?.settings.mail).toEqual({ message: true, like: true, match: true, news: false });
  });

  it('turns mail on again and clears the reason; back to the reason on failure', async () => {
    server = { ...answer, mail_enabled: false, mail_disabled_reason: 'bounce' };
    await loadNotifications();
    putResponse = () => json({ error: 'forbidden' }, 403);
    expect(await setMailEnabled(true)).toBe(false);
    expect($notifications.get().data).toMatchObject({ mail_enabled: false, mail_disabled_reason: 'bounce' });

    putResponse = (body) => json(applyOnServer(body));
    expect(await setMailEnabled(true)).toBe(true);
    expect(puts.at(-1)).toEqual({ mail_enabled: true });
    expect($notifications.get().data).toMatchObject({ mail_enabled: true, mail_disabled_reason: null });
  });

  it('keeps the loaded settings when a reload fails', async () => {
    fetchMock.mockImplementation(async () => json({ error: 'forbidden' }, 403));
    await loadNotifications();
    expect($notifications.get()).toMatchObject({ status: 'ready', data: answer, error: 'errors.forbidden' });
  });
});
