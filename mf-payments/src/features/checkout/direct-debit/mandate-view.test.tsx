import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { api } from '@app/shared/api';
import type * as ApiModule from '@app/shared/api';
import { testDirectDebitState, testMandate } from './direct-debit-fixtures';
import { calls, fakeDirectDebit as server, renderPage } from './direct-debit-test-page';

vi.mock('@app/shared/api', async (importOriginal) => ({
  ...(await importOriginal<typeof ApiModule>()),
  api: vi.fn(),
}));

beforeEach(() => server.install());
afterEach(() => {
  cleanup();
  vi.mocked(api).mockReset();
});

describe('/directdebit with a mandate, or blocked (German)', () => {
  it('shows the mandate as a document with the limit, leads back to the checkout, and revokes after asking', async () => {
    server.standing = testDirectDebitState({ mandate: testMandate() });
    await renderPage('/directdebit?return=%2Fcredits%2F23%2Fdirectdebit');
    const mandate = screen.getByTestId('mandate');
    expect(within(mandate).getByTestId('mandate-iban').textContent).toBe('DE89 3704 0044 0532 0130 00');
    expect(within(mandate).getByTestId('mandate-phone').textContent).toBe('+49 1512 3456789');
    expect(within(mandate).getByTestId('mandate-reference').textContent).toBe('DD-7-K3M9Q2');
    expect(within(mandate).getByTestId('mandate-creditorId').textContent).toBe('NL98ZZZ123456780000');
    expect(within(mandate).getByTestId('mandate-signedAt').textContent).toBe('20. November 2026');
    expect(screen.getByRole('link', { name: 'Weiter zur Zahlung' }).getAttribute('href')).toBe(
      '/credits/23/directdebit',
    );
    expect(screen.getByTestId('direct-debit-limit').textContent?.replace(/\s/g, ' ')).toContain(
      'In den letzten 30 Tagen genutzt: 34,99 € von 150,00 €',
    );

    fireEvent.click(screen.getByRole('button', { name: 'Mandat widerrufen' }));
    const dialog = await screen.findByRole('dialog');
    expect(calls('/api/direct-debit-mandate.php', 'DELETE')).toHaveLength(0);
    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'Mandat widerrufen' })));
    expect(calls('/api/direct-debit-mandate.php', 'DELETE')).toHaveLength(1);
    expect(await screen.findByText('Dein Mandat wurde widerrufen.')).toBeTruthy();
    expect(screen.queryByTestId('mandate')).toBeNull();
    expect(screen.getByLabelText('IBAN')).toBeTruthy();
  });

  it('tells a blocked member so and leads to the other methods', async () => {
    server.standing = testDirectDebitState({ blocked: true });
    await renderPage();
    expect(screen.getByTestId('direct-debit-blocked').textContent).toContain(
      'Dein Konto ist für Lastschrift gesperrt. Bitte wähle eine andere Zahlungsart.',
    );
    expect(screen.getByRole('link', { name: 'Andere Zahlungsart wählen' }).getAttribute('href')).toBe('/credits');
    expect(screen.queryByLabelText('IBAN')).toBeNull();
  });
});
