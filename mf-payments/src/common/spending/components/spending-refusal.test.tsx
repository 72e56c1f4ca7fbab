import { act, cleanup, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from '@app/shared/router';
import { afterEach, describe, expect, it } from 'vitest';
import { testI18n } from '../../../test-support/i18n';
import { SpendingRefusal } from './spending-refusal';

afterEach(cleanup);

async function renderAt(address: string, resetsAt: string | null) {
  await testI18n('de');
  const element = <SpendingRefusal resetsAt={resetsAt} />;
  const router = createMemoryRouter(
    [
      { path: '/credits', element },
      { path: '/credits/:id/:paymentmethod?', element },
    ],
    { initialEntries: [address] },
  );
  await act(async () => {
    render(<RouterProvider router={router} />);
  });
  return screen.findByTestId('spending-refusal');
}

describe('the checkout’s refusal over the monthly limit', () => {
  it('says when the limit starts again and links to the spending section in the page', async () => {
    const refusal = await renderAt('/credits', '2026-11-30T23:00:00.000Z');
    expect(refusal.getAttribute('role')).toBe('alert');
    expect(refusal.querySelector('p')?.textContent).toBe(
      'Mit diesem Kauf würdest du dein monatliches Ausgabenlimit überschreiten. Es beginnt am 1. Dezember 2026 von vorn.',
    );
    expect(screen.getByRole('link', { name: 'Ausgabenlimit ändern' }).getAttribute('href')).toBe('#spending');
  });

  it('leads from the checkout of one package to /credits#spending', async () => {
    await renderAt('/credits/23/ideal', '2026-11-30T23:00:00.000Z');
    expect(screen.getByRole('link', { name: 'Ausgabenlimit ändern' }).getAttribute('href')).toBe('/credits#spending');
  });

  it('still refuses clearly without a date', async () => {
    const refusal = await renderAt('/credits', null);
    expect(refusal.querySelector('p')?.textContent).toBe(
      'Mit diesem Kauf würdest du dein monatliches Ausgabenlimit überschreiten.',
    );
  });
});
