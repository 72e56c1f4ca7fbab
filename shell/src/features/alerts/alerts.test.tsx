import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from '@app/shared/router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Settings, User } from '@app/shared/contract';
import { $dismissals } from '../../stores/dismissals';
import { $push } from '@app/shared/stores/push';
import { $settings } from '@app/shared/stores/settings';
import { $user } from '@app/shared/stores/user';
import Alerts from './alerts';
import { member } from './test-member';
import { SMARTPHONE_QUERY } from './use-smartphone';

const { api, refreshPush, subscribePush } = vi.hoisted(() => ({
  api: vi.fn(),
  refreshPush: vi.fn(),
  subscribePush: vi.fn(),
}));
vi.mock('@app/shared/api', async (original) => ({ ...(await original<object>()), api }));
vi.mock('@app/shared/stores/push', async (original) => ({
  ...(await original<object>()),
  refreshPush,
  subscribePush,
}));

/** A member right after sign-up: unconfirmed, disabled profile, no photo. */
function newMember(patch: Partial<User> = {}): User {
  return member({ status: 'not_confirmed', ...patch }, { status: 'disabled' });
}

function setSmartphone(matches: boolean) {
  vi.spyOn(window, 'matchMedia').mockImplementation(
    (query) =>
      ({
        matches: query === SMARTPHONE_QUERY && matches,
        media: query,
        addEventListener: () => undefined,
        removeEventListener: () => undefined,
      }) as unknown as MediaQueryList,
  );
}

async function renderAlerts(routeName: string, url = '/here') {
  const router = createMemoryRouter([{ path: '/here', element: <Alerts routeName={routeName} /> }], {
    initialEntries: [url],
  });
  await act(async () => {
    render(<RouterProvider router={router} />);
  });
  return router;
}

const alertIds = () => screen.queryAllByTestId(/-alert$/).map((element) => element.dataset.testid);

beforeEach(() => {
  api.mockReset().mockResolvedValue({ profile: { email: 'robin@example.com' } });
  refreshPush.mockReset().mockResolvedValue('not_subscribed');
  subscribePush.mockReset().mockResolvedValue('subscribed');
  $push.set({ capability: 'supported', state: 'not_subscribed', subscription: null, lastMessage: null });
  $settings.set({ push_public_key: 'BKey' } as Settings);
  $dismissals.set({});
  $user.set(newMember());
  setSmartphone(false);
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  localStorage.clear();
});

describe('Alerts', () => {
  it('shows a new member the two most important banners: the activation reminder and the photo alert', async () => {
    await renderAlerts('members');
    expect(alertIds()).toEqual(['activation-alert', 'profile-photo-alert']);
    expect(screen.getByRole('region', { name: 'alerts.label' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'alerts.profilePhoto.action' }).getAttribute('href')).toBe('/profile');
    expect(refreshPush).toHaveBeenCalledTimes(1);
  });

  it('follows the route: on signup only the activation reminder', async () => {
    await renderAlerts('signup');
    expect(alertIds()).toEqual(['activation-alert']);
  });

  it('shows the disabled-notifications alert instead of the reminder when mail is off', async () => {
    $user.set(newMember({ status: 'confirmed', notifications_disabled: ['mail'] }));
    await renderAlerts('members');
    expect(alertIds()).toEqual(['disabled-notifications-alert', 'profile-photo-alert']);
    expect(screen.getByRole('link', { name: 'alerts.disabledNotifications.action' }).getAttribute('href')).toBe(
      '/notifications',
    );
  });

  it('renders nothing when nothing applies', async () => {
    $user.set(newMember({ status: 'confirmed' }));
    $push.set({ ...$push.get(), state: 'subscribed' });
    await renderAlerts('profile');
    expect(screen.queryByTestId('alerts')).toBeNull();
  });

  it('offers no push alert without the site’s push key', async () => {
    $settings.set({ push_public_key: null } as Settings);
    await renderAlerts('members');
    expect(alertIds()).not.toContain('push-alert');
  });

  it('remembers a dismissal with its time; the next banner takes its place', async () => {
    await renderAlerts('members');
    const photoAlert = screen.getByTestId('profile-photo-alert');
    fireEvent.click(photoAlert.querySelector('button.btn-close')!);
    expect(alertIds()).toEqual(['activation-alert', 'push-alert']);
    expect(typeof $dismissals.get().profilePhotoAlert).toBe('number');
  });

  it('subscribes to push from its button; the new state hides the alert', async () => {
    subscribePush.mockImplementation(async () => {
      $push.set({ ...$push.get(), state: 'subscribed' });
      return 'subscribed';
    });
    $dismissals.set({ profilePhotoAlert: Date.now() });
    await renderAlerts('members');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'alerts.push.action' })));
    expect(subscribePush).toHaveBeenCalledTimes(1);
    expect(alertIds()).not.toContain('push-alert');
  });

  it('sends the activation mail again', async () => {
    await renderAlerts('members');
    api.mockResolvedValueOnce({ ok: true });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'alerts.activation.resend' })));
    expect(api).toHaveBeenCalledWith('/api/activation-mail.php', { method: 'POST', retry: 0 });
    expect(screen.getByRole('status').textContent).toBe('alerts.activation.sent');
  });

  it('shows why the mail could not be sent again', async () => {
    const { ApiError } = await import('@app/shared/api');
    await renderAlerts('members');
    api.mockRejectedValueOnce(new ApiError(429, 'rate_limited'));
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'alerts.activation.resend' })));
    expect(screen.getByRole('alert').textContent).toBe('errors.rate_limited');
  });

  describe('right after sign-up', () => {
    it('is a modal on a smartphone; closing it drops the flag and leaves the alert', async () => {
      setSmartphone(true);
      const router = await renderAlerts('members', '/here?signup-complete=1');
      expect(screen.getByRole('dialog', { name: 'alerts.activation.title' })).toBeTruthy();
      expect(alertIds()).not.toContain('activation-alert');
      await act(async () => fireEvent.click(screen.getByRole('button', { name: 'alerts.activation.ok' })));
      expect(router.state.location.search).toBe('');
      expect(screen.queryByRole('dialog')).toBeNull();
      expect(alertIds()).toContain('activation-alert');
    });

    it('stays an alert on a larger screen', async () => {
      const router = await renderAlerts('members', '/here?signup-complete=1');
      expect(screen.queryByRole('dialog')).toBeNull();
      expect(alertIds()).toContain('activation-alert');
      expect(router.state.location.search).toBe('?signup-complete=1');
    });
  });
});
