import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from '@app/shared/router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LogoutEverywhere } from './logout-everywhere';

const { logout } = vi.hoisted(() => ({ logout: vi.fn(async () => undefined) }));
vi.mock('@app/shared/stores/user', async (original) => ({ ...(await original<object>()), logout }));

afterEach(cleanup);

describe('LogoutEverywhere', () => {
  it('ends every session of the member and goes home', async () => {
    const router = createMemoryRouter(
      [
        { path: '/profile', element: <LogoutEverywhere /> },
        { path: '/', element: <p>home</p> },
      ],
      { initialEntries: ['/profile'] },
    );
    render(<RouterProvider router={router} />);
    const button = screen.getByRole('button', { name: 'profile.logoutEverywhere.button' });
    expect(button.getAttribute('aria-describedby')).toBe(screen.getByText('profile.logoutEverywhere.text').id);
    await act(async () => fireEvent.click(button));
    expect(logout).toHaveBeenCalledWith({ everywhere: true });
    expect(router.state.location.pathname).toBe('/');
  });
});
