import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { User } from '@app/shared/contract';

const { Alerts } = vi.hoisted(() => ({ Alerts: vi.fn() }));
vi.mock('../alerts/alerts', () => ({ default: Alerts }));

async function renderAt(routeName: string) {
  vi.resetModules();
  const { MemberAlerts, $memberAlertsShown } = await import('./member-alerts');
  // The router's contexts come from the same fresh module instances as the component's.
  const { createMemoryRouter, RouterProvider } = await import('@app/shared/router');
  const { $user } = await import('@app/shared/stores/user');
  const router = createMemoryRouter(
    [{ path: '/here', element: <MemberAlerts />, handle: { routeName, layout: 'default', owner: 'mf_test' } }],
    { initialEntries: ['/here'] },
  );
  return { $user, $memberAlertsShown, view: render(<RouterProvider router={router} />) };
}

beforeEach(() => {
  Alerts.mockReset();
  Alerts.mockImplementation(({ routeName }: { routeName: string }) => <p>alerts for {routeName}</p>);
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('MemberAlerts', () => {
  it('renders nothing for a visitor', async () => {
    const { $user, $memberAlertsShown } = await renderAt('members');
    await act(async () => $user.set(null));
    expect(screen.queryByText(/alerts for/)).toBeNull();
    expect(Alerts).not.toHaveBeenCalled();
    expect($memberAlertsShown.get()).toBe(false);
  });

  it("renders the shell's alerts for a member with the route's name, and tells that they are shown", async () => {
    const { $user, $memberAlertsShown } = await renderAt('members-id');
    await act(async () => $user.set({ status: 'confirmed' } as User));
    expect(await screen.findByText('alerts for members-id')).toBeTruthy();
    expect($memberAlertsShown.get()).toBe(true);
  });

  it('removes the alerts when the member logs out', async () => {
    const { $user } = await renderAt('profile');
    await act(async () => $user.set({ status: 'confirmed' } as User));
    expect(await screen.findByText('alerts for profile')).toBeTruthy();
    await act(async () => $user.set(null));
    expect(screen.queryByText(/alerts for/)).toBeNull();
  });

  it('counts as shown when the alerts fail, so the page does not wait for them', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    Alerts.mockImplementation(() => {
      throw new Error('broken');
    });
    const { $user, $memberAlertsShown } = await renderAt('members');
    await act(async () => $user.set({ status: 'confirmed' } as User));
    await vi.waitFor(() => expect($memberAlertsShown.get()).toBe(true));
    expect(screen.queryByText(/alerts for/)).toBeNull();
  });
});
