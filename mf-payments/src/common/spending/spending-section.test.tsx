import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { api, ApiError } from '@app/shared/api';
import type * as ApiModule from '@app/shared/api';
import type { SpendingLimit, SpendingLimitUpdate } from '@app/shared/contract/spending-limit';
import { testI18n } from '../../test-support/i18n';
import { testSpendingLimit } from './spending-fixtures';
import { SpendingSection } from './spending-section';

vi.mock('@app/shared/api', async (importOriginal) => ({
  ...(await importOriginal<typeof ApiModule>()),
  api: vi.fn(),
}));

type Options = { method?: string; body?: unknown };

/** The server: GET answers `stored`, PUT answers `answerPut(body)` (by default the request as stored at once). */
const server = {
  stored: testSpendingLimit(),
  answerPut: null as ((body: SpendingLimitUpdate) => SpendingLimit) | null,
};

function puts(): SpendingLimitUpdate[] {
  return vi
    .mocked(api)
    .mock.calls.filter(
      ([path, options]) => path === '/api/spending-limit.php' && (options as Options)?.method === 'PUT',
    )
    .map(([, options]) => (options as Options).body as SpendingLimitUpdate);
}

beforeEach(() => {
  server.stored = testSpendingLimit();
  server.answerPut = null;
  vi.mocked(api).mockImplementation(async (path, raw) => {
    const options = (raw ?? {}) as Options;
    if (path !== '/api/spending-limit.php') throw new Error(`unexpected ${path}`);
    if (options.method !== 'PUT') return { spending_limit: server.stored };
    const body = options.body as SpendingLimitUpdate;
    const answer = server.answerPut
      ? server.answerPut(body)
      : { ...server.stored, amount: body.amount, ask_before_paid_message: body.ask_before_paid_message };
    return { spending_limit: answer };
  });
});
afterEach(() => {
  cleanup();
  vi.mocked(api).mockReset();
});

async function renderSection() {
  await testI18n('de');
  await act(async () => {
    render(<SpendingSection fallbackCurrency="EUR" />);
  });
  return screen.findByTestId('spending-section');
}

/** An element's text with the no-break spaces of money and dates as plain spaces. */
const textOf = (element: HTMLElement) => element.textContent?.replace(/\s/g, ' ') ?? '';
const field = () => screen.getByLabelText('Monatliches Ausgabenlimit') as HTMLInputElement;
const save = () => act(async () => fireEvent.click(screen.getByRole('button', { name: 'Speichern' })));

describe('the spending safety of /credits (German)', () => {
  it('shows the limit, what this month used of it and when it starts again', async () => {
    await renderSection();
    expect(field().value).toBe('50');
    expect(textOf(screen.getByTestId('spending-used'))).toBe(
      '30,00 € von 50,00 € in diesem Monat gekauft. Das Limit beginnt am 1. Dezember 2026 von vorn.',
    );
    const hint = screen.getByText(/Ein niedrigeres Limit gilt sofort/);
    expect(field().getAttribute('aria-describedby')).toContain(hint.id);
    expect(hint.textContent).toContain('erst 24 Stunden nach dem Speichern');
  });

  it('lowers the limit at once: no waiting text, saved', async () => {
    await renderSection();
    fireEvent.change(field(), { target: { value: '30,50' } });
    await save();
    expect(puts()).toEqual([{ amount: 3050, currency: 'EUR', ask_before_paid_message: false }]);
    expect(screen.getByTestId('spending-saved').textContent).toBe('Gespeichert.');
    expect(screen.queryByTestId('spending-pending')).toBeNull();
    expect(textOf(screen.getByTestId('spending-used'))).toContain('30,00 € von 30,50 €');
  });

  it('raises the limit after the waiting time and says from when', async () => {
    server.answerPut = (body) => ({
      ...server.stored,
      pending: { amount: body.amount, currency: body.currency, effective_at: '2026-11-28T13:05:00.000Z' },
    });
    await renderSection();
    fireEvent.change(field(), { target: { value: '80' } });
    await save();
    expect(puts()[0]?.amount).toBe(8000);
    const pending = screen.getByTestId('spending-pending');
    expect(textOf(pending)).toMatch(/^Dein neues Limit von 80,00 € gilt ab 28\. November 2026 um \d\d:05\.$/);
    expect(field().value).toBe('80');
    expect(field().getAttribute('aria-describedby')).toContain(pending.id);
    // The limit in effect is still the old one.
    expect(textOf(screen.getByTestId('spending-used'))).toContain('von 50,00 €');
  });

  it('shows a waiting limit in its own currency when the currency changes with it', async () => {
    server.stored = testSpendingLimit({
      pending: { amount: 4000, currency: 'GBP', effective_at: '2026-11-28T13:05:00.000Z' },
    });
    await renderSection();
    expect(textOf(screen.getByTestId('spending-pending'))).toMatch(/^Dein neues Limit von 40,00 £ gilt ab /);
  });

  it('says when a removed limit ends, and saves an empty field as no limit', async () => {
    server.answerPut = () => ({
      ...server.stored,
      pending: { amount: null, currency: null, effective_at: '2026-11-28T13:05:00.000Z' },
    });
    await renderSection();
    fireEvent.change(field(), { target: { value: '' } });
    await save();
    expect(puts()[0]?.amount).toBeNull();
    expect(textOf(screen.getByTestId('spending-pending'))).toMatch(/^Dein Limit entfällt ab 28\. November 2026/);
  });

  it('saves the switch "ask me before each paid message"', async () => {
    await renderSection();
    const toggle = screen.getByRole('switch', { name: 'Vor jeder kostenpflichtigen Nachricht fragen' });
    expect((toggle as HTMLInputElement).checked).toBe(false);
    expect(toggle.getAttribute('aria-describedby')).toBeTruthy();
    fireEvent.click(toggle);
    await save();
    expect(puts()).toEqual([{ amount: 5000, currency: 'EUR', ask_before_paid_message: true }]);
    expect((screen.getByRole('switch') as HTMLInputElement).checked).toBe(true);
  });

  it('refuses an amount it cannot read, sends nothing and puts the focus on the field', async () => {
    await renderSection();
    fireEvent.change(field(), { target: { value: 'fünfzig' } });
    await save();
    await act(() => new Promise((resolve) => requestAnimationFrame(resolve)));
    expect(puts()).toEqual([]);
    expect(field().getAttribute('aria-invalid')).toBe('true');
    const error = screen.getByText(
      'Bitte gib einen Betrag wie 49,50 ein oder lass das Feld leer, wenn du kein Limit möchtest.',
    );
    expect(field().getAttribute('aria-describedby')).toContain(error.id);
    expect(document.activeElement).toBe(field());
  });

  it('shows the server’s field errors by field', async () => {
    server.answerPut = () => {
      throw new ApiError(400, 'validation_failed', {
        error: 'validation_failed',
        fields: { amount: 'errors.field_invalid', currency: 'errors.field_invalid' },
      });
    };
    await renderSection();
    fireEvent.change(field(), { target: { value: '999999' } });
    await save();
    expect(field().getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByRole('alert').textContent).toBe('Währung: Dieser Wert ist ungültig.');
    expect(screen.queryByText('Gespeichert.')).toBeNull();
  });
});
