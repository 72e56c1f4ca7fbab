import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { User } from '@app/shared/contract';

const { loadRemote } = vi.hoisted(() => ({ loadRemote: vi.fn() }));
vi.mock('@module-federation/enhanced/runtime', () => ({ loadRemote }));

function FakeAlerts({ routeName }: { routeName: string }) {
  return <p>alerts for {routeName}</p>;
}

async function renderAt(routeName: string) {
  vi.resetModules();
  const { MemberAlerts } = await import('./member-alerts');
  // The router's contexts come from the same fresh module instances as the component's.
  const { createMemoryRouter, RouterProvider } = await import('@app/shared/router');
  const { $user } = await import('@app/shared/stores/user');
  const router = createMemoryRouter(
    [{ path: '/here', element: <MemberAlerts />, handle: { routeName, layout: 'default', owner: 'mf_test' } }],
    { initialEntries: ['/here'] },
  );
  return { $user, view: render(<RouterProvider router={router} />) };
}

beforeEach(() => {
  loadRemote.mockReset();
  loadRemote.mockResolvedValue({ default: FakeAlerts });
});
afterEach(() => cleanup());

describe('MemberAlerts', () => {
  it('loads nothing for a visitor', async () => {
    const { $user } = await renderAt('members');
    await act(async () => $user.set(null));
    expect(screen.queryByText(/alerts for/)).toBeNull();
    expect(loadRemote).not.toHaveBeenCalled();
  });

  it("renders mf-auth-signup's Alerts for a member with the route's name", async () => {
    const { $user } = await renderAt('members-id');
    await act(async () => $user.set({ status: 'confirmed' } as User));
    expect(await screen.findByText('alerts for members-id')).toBeTruthy();
    expect(loadRemote).toHaveBeenCalledWith('mf_auth_signup/Alerts');
  });

  it('removes the alerts when the member logs out', async () => {
    const { $user } = await renderAt('profile');
    await act(async () => $user.set({ status: 'confirmed' } as User));
    expect(await screen.findByText('alerts for profile')).toBeTruthy();
    await act(async () => $user.set(null));
    expect(screen.queryByText(/alerts for/)).toBeNull();
  });
});
