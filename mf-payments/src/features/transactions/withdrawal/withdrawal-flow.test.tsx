import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { api, ApiError } from '@app/shared/api';
import type * as ApiModule from '@app/shared/api';
import { $user } from '@app/shared/stores/user';
import { testUser } from '@app/shared/test-support/fixtures';
import { testOrder } from '../../../test-support/payments-fixtures';
import { calls, fakeServer as server, renderAt, testPreview, testResult } from './withdrawal-test-server';

vi.mock('@app/shared/api', async (importOriginal) => ({
  ...(await importOriginal<typeof ApiModule>()),
  api: vi.fn(),
}));

let keys = 0;
beforeEach(() => {
  server.install();
  $user.set(testUser({}, { name: 'Sanne' }));
  keys = 0;
  vi.spyOn(globalThis.crypto, 'randomUUID').mockImplementation(
    () => `key-${++keys}` as `${string}-${string}-${string}-${string}-${string}`,
  );
});
afterEach(() => {
  cleanup();
  vi.mocked(api).mockReset();
  vi.restoreAllMocks();
  $user.set(undefined);
});

const BUTTON = 'Vertrag hier widerrufen';

/** An element's text with Intl's no-break spaces as plain ones. */
const textOf = (testId: string) => screen.getByTestId(testId).textContent?.replace(/\u00a0|\u202f/g, ' ') ?? '';

describe('the withdrawal on an order’s page (German)', () => {
  it('offers “Withdraw from contract here” with the deadline while the server says it is possible', async () => {
    await renderAt('/transactions/7');
    expect(calls('/api/withdrawal.php', 'GET')[0]?.query).toEqual({ order: 7 });
    expect(screen.getByText(/^Du kannst bis .*4\. Dezember 2026.* widerrufen\.$/)).toBeTruthy();
    expect(screen.getByRole('link', { name: BUTTON }).getAttribute('href')).toBe('/transactions/7?withdraw=1');
    expect(screen.getByText(/innerhalb von 14 Tagen widerrufen/)).toBeTruthy();
  });

  it.each([
    ['period_over', /^Die Widerrufsfrist für diesen Kauf ist am 4\. Dezember 2026 .*abgelaufen\.$/],
    ['withdrawn', /^Dieser Kauf wurde bereits widerrufen oder erstattet\.$/],
    ['not_completed', /^Nur ein abgeschlossener Kauf kann widerrufen werden\.$/],
  ] as const)('says why an order cannot be withdrawn from (%s), without the button', async (refusal, text) => {
    server.preview = testPreview({ refusal });
    await renderAt('/transactions/7?withdraw=1');
    expect(screen.getByTestId('withdrawal-refusal').textContent).toMatch(text);
    expect(screen.queryByRole('link', { name: BUTTON })).toBeNull();
    expect(screen.queryByTestId('withdrawal-statement')).toBeNull();
  });

  it('does not ask about an order that was never paid', async () => {
    server.order = testOrder(7, { state: 'pending' });
    await renderAt('/transactions/7?withdraw=1');
    expect(calls('/api/withdrawal.php', 'GET')).toHaveLength(0);
    expect(screen.queryByRole('link', { name: BUTTON })).toBeNull();
  });

  it('opens the form prefilled with the order at ?withdraw=1 (the mails’ link), its heading focused', async () => {
    await renderAt('/transactions/7?withdraw=1');
    const heading = screen.getByRole('heading', { name: 'Diesen Kauf widerrufen' });
    await waitFor(() => expect(document.activeElement).toBe(heading));
    const statement = textOf('withdrawal-statement');
    for (const text of ['Sanne', 'A-000007', '20.11.2026', '50 Credits', '19,99 €']) expect(statement).toContain(text);
    expect(statement).toContain('Nicht verbrauchte Credits, die von deinem Guthaben abgezogen werden: 30 Credits');
    expect(statement).toContain('mit der du bezahlt hast: 11,99 €');
    expect(statement).toContain('Bereits verbrauchte Credits, nicht erstattet: 20 Credits');
    expect(screen.getByRole('link', { name: 'Abbrechen' }).getAttribute('href')).toBe('/transactions/7');
  });

  it('opens the form from the button, then the confirm step; a double click withdraws once with one key', async () => {
    let answer: (value: unknown) => void = () => undefined;
    server.confirmAnswers.push(() => new Promise((resolve) => (answer = resolve)));
    const router = await renderAt('/transactions/7');
    await act(async () => fireEvent.click(screen.getByRole('link', { name: BUTTON })));
    expect(router.state.location.search).toBe('?withdraw=1');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Weiter' })));

    const heading = screen.getByRole('heading', { name: 'Bestätige deinen Widerruf' });
    await waitFor(() => expect(document.activeElement).toBe(heading));
    expect(screen.getByTestId('withdrawal-confirm').textContent).toContain('Du widerrufst die Bestellung A-000007.');
    const confirm = screen.getByRole('button', { name: 'Widerruf bestätigen' });
    await act(async () => {
      fireEvent.click(confirm);
      fireEvent.click(confirm);
    });
    await act(async () => answer({ withdrawal: testResult() }));

    expect(calls('/api/withdrawal.php', 'POST')).toEqual([
      { method: 'POST', body: { order_id: 7 }, idempotencyKey: 'key-1' },
    ]);
    await screen.findByTestId('withdrawal-done');
    const done = textOf('withdrawal-done');
    for (const text of [
      'A-000007',
      '30 Credits',
      '11,99 €',
      '22. November 2026 um 14:30',
      'Die Erstattung ist auf dem Weg',
    ])
      expect(done).toContain(text);
    expect(done).toContain('Eine Bestätigung ist per E-Mail an dich unterwegs.');
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Du hast diesen Kauf widerrufen' })),
    );
  });

  it('keeps the confirm step’s key for a retry, and makes a new one when the step opens again', async () => {
    server.confirmAnswers.push(() => {
      throw new ApiError(0, 'network_error');
    });
    server.confirmAnswers.push(() => ({ withdrawal: testResult() }));
    await renderAt('/transactions/7?withdraw=1');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Weiter' })));
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Zurück' })));
    expect(screen.getByTestId('withdrawal-statement')).toBeTruthy();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Weiter' })));
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Widerruf bestätigen' })));
    expect(screen.getByRole('alert')).toBeTruthy();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Widerruf bestätigen' })));
    expect(calls('/api/withdrawal.php', 'POST').map((call) => call.idempotencyKey)).toEqual(['key-2', 'key-2']);
    expect(await screen.findByTestId('withdrawal-done')).toBeTruthy();
  });

  it('shows the translated refusal when the server says it is no longer possible', async () => {
    server.confirmAnswers.push(() => {
      server.preview = testPreview({ refusal: 'period_over' });
      throw new ApiError(409, 'withdrawal_not_possible');
    });
    await renderAt('/transactions/7?withdraw=1');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Weiter' })));
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Widerruf bestätigen' })));
    expect(await screen.findByText('Dieser Kauf kann nicht mehr widerrufen werden.')).toBeTruthy();
    expect(screen.getByTestId('withdrawal-refusal').textContent).toMatch(/^Die Widerrufsfrist/);
    expect(screen.queryByRole('button', { name: 'Widerruf bestätigen' })).toBeNull();
  });
});
