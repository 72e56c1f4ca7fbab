import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { api } from '@app/shared/api';
import type * as ApiModule from '@app/shared/api';
import type { Settings } from '@app/shared/contract';
import { $settings } from '@app/shared/stores/settings';
import { $user } from '@app/shared/stores/user';
import { testUser } from '@app/shared/test-support/fixtures';
import { testOrder } from '../../../test-support/payments-fixtures';
import { calls, fakeServer as server, renderAt } from './withdrawal-test-server';

vi.mock('@app/shared/api', async (importOriginal) => ({
  ...(await importOriginal<typeof ApiModule>()),
  api: vi.fn(),
}));

beforeEach(() => {
  server.install();
  $settings.set({ refund_days: 14 } as Settings);
});
afterEach(() => {
  cleanup();
  vi.mocked(api).mockReset();
  $user.set(undefined);
  $settings.set(null);
});

const DAY = 24 * 60 * 60 * 1000;
const daysAgo = (days: number) => new Date(Date.now() - days * DAY).toISOString();

function type(label: string, value: string) {
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
}

async function submit() {
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: 'Link senden' }));
    await vi.dynamicImportSettled();
  });
}

describe('/withdrawal for a visitor (German)', () => {
  beforeEach(() => $user.set(null));

  it('checks the email and the order number with the shared schema before anything is sent', async () => {
    await renderAt('/withdrawal');
    expect(screen.getByRole('heading', { level: 1, name: 'Einen Kauf widerrufen' })).toBeTruthy();
    await submit();
    const email = screen.getByLabelText('E-Mail-Adresse');
    const number = screen.getByLabelText('Bestellnummer');
    await waitFor(() => expect(email.getAttribute('aria-invalid')).toBe('true'));
    expect(number.getAttribute('aria-invalid')).toBe('true');
    // The error first, then the hint where the number is found.
    expect(number.getAttribute('aria-describedby')?.split(' ')).toHaveLength(2);

    type('E-Mail-Adresse', 'sanne@example.com');
    type('Bestellnummer', 'Bestellung 42');
    await submit();
    await waitFor(() => expect(email.getAttribute('aria-invalid')).toBe('false'));
    expect(number.getAttribute('aria-invalid')).toBe('true');
    expect(calls('/api/withdrawal-request.php', 'POST')).toHaveLength(0);
  });

  it('sends the order number as typed and answers the same whatever the server found', async () => {
    await renderAt('/withdrawal');
    type('E-Mail-Adresse', ' sanne@example.com ');
    type('Bestellnummer', 'A-000042');
    await submit();
    expect(calls('/api/withdrawal-request.php', 'POST')[0]?.body).toEqual({
      email: 'sanne@example.com',
      order_number: 'A-000042',
    });
    const sent = await screen.findByTestId('withdrawal-request-sent');
    expect(sent.getAttribute('role')).toBe('status');
    expect(sent.textContent).toContain(
      'Wenn die Bestellung zu dieser E-Mail-Adresse gehört, haben wir dir einen Link zum Widerrufen geschickt. Der Link gilt 24 Stunden lang.',
    );
    expect(screen.queryByLabelText('E-Mail-Adresse')).toBeNull();
  });
});

describe('/withdrawal for a member (German)', () => {
  beforeEach(() => $user.set(testUser()));

  it('lists the purchases still within their withdrawal period, each leading to its withdrawal form', async () => {
    server.orders = [
      testOrder(12, { state: 'completed', completed_at: daysAgo(3) }),
      testOrder(11, { state: 'pending' }),
      testOrder(10, { state: 'refunded', completed_at: daysAgo(4) }),
      testOrder(9, { state: 'completed', completed_at: daysAgo(15) }),
    ];
    await renderAt('/withdrawal');
    expect(screen.queryByLabelText('E-Mail-Adresse')).toBeNull();
    const items = within(screen.getByTestId('withdrawable-orders')).getAllByRole('listitem');
    expect(items).toHaveLength(1);
    expect(items[0]!.textContent).toContain('Bestellung A-000012: Standard · 50 Credits');
    const link = within(items[0]!).getByRole('link', { name: 'Vertrag hier widerrufen' });
    expect(link.getAttribute('href')).toBe('/transactions/12?withdraw=1');
  });

  it('says so when no purchase can be withdrawn from', async () => {
    server.orders = [testOrder(9, { state: 'completed', completed_at: daysAgo(15) })];
    await renderAt('/withdrawal');
    expect(screen.getByTestId('withdrawable-none').textContent).toContain(
      'Derzeit kannst du keinen deiner Käufe widerrufen.',
    );
  });
});
