import { act, cleanup, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from '@app/shared/router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { api } from '@app/shared/api';
import type * as ApiModule from '@app/shared/api';
import type { Order } from '@app/shared/contract';
import { $liveStatus, emitLive } from '@app/shared/stores/live';
import { $user } from '@app/shared/stores/user';
import { testUser } from '@app/shared/test-support/fixtures';
import { testOrder } from '../../../test-support/payments-fixtures';
import { CheckoutPage } from '../checkout-page';

vi.mock('@app/shared/api', async (importOriginal) => ({
  ...(await importOriginal<typeof ApiModule>()),
  api: vi.fn(),
}));

let order: Order = testOrder(7);

beforeEach(() => {
  order = testOrder(7, { return_path: '/chats/12' });
  $liveStatus.set('open');
  $user.set(testUser({ credits: 0 }));
  vi.mocked(api).mockImplementation(async (path) => {
    if (path === '/api/payment.php') return { order };
    if (path === '/api/user.php') return { user: testUser({ credits: 50, paid_user: true }) };
    throw new Error(`unexpected ${path}`);
  });
});
afterEach(() => {
  cleanup();
  vi.mocked(api).mockReset();
  $liveStatus.set('stopped');
  $user.set(undefined);
});

async function renderReturn(address: string) {
  const router = createMemoryRouter([{ path: '/credits/:id/:paymentmethod?', element: <CheckoutPage /> }], {
    initialEntries: [address],
  });
  await act(async () => {
    render(<RouterProvider router={router} />);
  });
  // The result's code loads lazily (off the checkout's first visit): wait for its panel.
  await screen.findByTestId(/^result-(pending|completed|failed|cancelled)$/, {}, { timeout: 5000 });
}

// Without an i18next instance the texts are their keys.
describe('the result page (/credits/{id}/{method}?order=N)', () => {
  it('shows pending, then completed by itself on the live event, announced in a live region', async () => {
    await renderReturn('/credits/2/ideal?order=7');
    const region = document.querySelector('[aria-live="polite"]')!;
    expect(region.getAttribute('data-result')).toBe('pending');
    expect(screen.getByTestId('result-pending').textContent).toContain('result.pending');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('result.title.pending');

    order = { ...order, state: 'completed', completed_at: '2026-11-20T10:01:00.000Z' };
    await act(async () => emitLive({ type: 'payment', order_id: 7, state: 'completed' }));
    expect(region.getAttribute('data-result')).toBe('completed');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('result.title.completed');
    expect(region.contains(screen.getByTestId('result-completed'))).toBe(true);
    // Back to the chat whose message needed the credits; the balance read again from the server.
    expect(screen.getByRole('link', { name: 'result.back' }).getAttribute('href')).toBe('/chats/12');
    expect(vi.mocked(api).mock.calls.some(([path]) => path === '/api/user.php')).toBe(true);
    expect($user.get()?.credits).toBe(50);
  });

  it('never decides from the address: the server’s failed order offers another method of the same package', async () => {
    order = { ...order, state: 'failed' };
    await renderReturn('/credits/2/ideal?order=7&status=paid');
    expect(screen.getByTestId('result-failed')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'result.tryAgain' }).getAttribute('href')).toBe(
      '/credits/2?return=%2Fchats%2F12',
    );
  });

  it('reads an expired order as cancelled', async () => {
    order = { ...order, state: 'expired', return_path: null };
    await renderReturn('/credits/2/ideal?order=7');
    expect(screen.getByTestId('result-cancelled')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'result.tryAgain' }).getAttribute('href')).toBe('/credits/2');
  });

  it('leads to the members and the messages after a purchase without a return path', async () => {
    order = { ...order, state: 'completed', return_path: null };
    await renderReturn('/credits/2/ideal?order=7');
    expect(screen.getByRole('link', { name: 'result.toMembers' }).getAttribute('href')).toBe('/members');
    expect(screen.getByRole('link', { name: 'result.toChats' }).getAttribute('href')).toBe('/chats');
  });
});
