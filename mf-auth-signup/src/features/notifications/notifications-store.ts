import { atom } from 'nanostores';
import { api, errorMessageKey } from '@app/shared/api';
import type {
  NotificationChannel,
  NotificationKind,
  NotificationsResponse,
  NotificationsUpdate,
} from '@app/shared/contract';
import { loadUser } from '@app/shared/stores/user';

export interface NotificationsView {
  status: 'loading' | 'ready' | 'failed';
  data: NotificationsResponse | null;
  /** Switches being saved: `<channel>_<kind>`, or `mail_enabled`. */
  saving: string[];
  /** The last failure, a translation key in `common`. */
  error: string | null;
}

const initial: NotificationsView = { status: 'loading', data: null, saving: [], error: null };

/** The notification settings of /notifications, saved switch by switch. */
export const $notifications = atom<NotificationsView>(initial);

function patch(change: Partial<NotificationsView>): void {
  $notifications.set({ ...$notifications.get(), ...change });
}

function setData(change: (data: NotificationsResponse) => NotificationsResponse): void {
  const { data } = $notifications.get();
  if (data) patch({ data: change(data) });
}

/** The settings with one switch set. */
export function withSwitch(
  data: NotificationsResponse,
  channel: NotificationChannel,
  kind: NotificationKind,
  on: boolean,
): NotificationsResponse {
  return { ...data, settings: { ...data.settings, [channel]: { ...data.settings[channel], [kind]: on } } };
}

/** GET /api/notifications.php */
export async function loadNotifications(): Promise<void> {
  patch({ status: $notifications.get().data ? 'ready' : 'loading', error: null });
  try {
    patch({ status: 'ready', data: await api<NotificationsResponse>('/api/notifications.php') });
  } catch (error) {
    patch({ status: $notifications.get().data ? 'ready' : 'failed', error: errorMessageKey(error) });
  }
}

/**
 * PUT /api/notifications.php with one change. The server's answer replaces the settings unless other
 * changes are still on their way (their switches would jump back until their own answers come).
 */
async function save(key: string, update: NotificationsUpdate, rollback: () => void): Promise<boolean> {
  patch({ saving: [...$notifications.get().saving, key], error: null });
  try {
    const answer = await api<NotificationsResponse>('/api/notifications.php', { method: 'PUT', body: update });
    const othersSaving = $notifications.get().saving.some((item) => item !== key);
    if (!othersSaving && answer?.settings) patch({ data: answer });
    return true;
  } catch (error) {
    rollback();
    patch({ error: errorMessageKey(error) });
    return false;
  } finally {
    patch({ saving: $notifications.get().saving.filter((item) => item !== key) });
  }
}

/**
 * Turns one kind of notification on or off in one channel: shown at once, saved, and put back with an
 * error when saving fails (unless the member changed it again meanwhile).
 */
export async function setNotification(
  channel: NotificationChannel,
  kind: NotificationKind,
  on: boolean,
): Promise<boolean> {
  const data = $notifications.get().data;
  if (!data || data.settings[channel][kind] === on) return true;
  setData((current) => withSwitch(current, channel, kind, on));
  return save(`${channel}_${kind}`, { [channel]: { [kind]: on } }, () =>
    setData((current) => (current.settings[channel][kind] === on ? withSwitch(current, channel, kind, !on) : current)),
  );
}

/**
 * Turns all mail on again (after a spam complaint, a bounce, a list-unsubscribe or the member's own
 * choice; the server clears the reason) or off; put back with an error when saving fails.
 */
export async function setMailEnabled(on: boolean): Promise<boolean> {
  const data = $notifications.get().data;
  if (!data || data.mail_enabled === on) return true;
  const { mail_disabled_reason: reason } = data;
  setData((current) => ({ ...current, mail_enabled: on, mail_disabled_reason: null }));
  const saved = await save('mail_enabled', { mail_enabled: on }, () =>
    setData((current) => ({ ...current, mail_enabled: !on, mail_disabled_reason: reason })),
  );
  // The shell's disabled-notifications alert reads the user's notifications_disabled.
  if (saved) void loadUser();
  return saved;
}
