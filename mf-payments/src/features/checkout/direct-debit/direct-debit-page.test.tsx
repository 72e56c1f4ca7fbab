import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { api, ApiError } from '@app/shared/api';
import type * as ApiModule from '@app/shared/api';
import { GERMAN_FORM, testMandate } from './direct-debit-fixtures';
import { calls, fakeDirectDebit as server, fill, renderPage, submit } from './direct-debit-test-page';

vi.mock('@app/shared/api', async (importOriginal) => ({
  ...(await importOriginal<typeof ApiModule>()),
  api: vi.fn(),
}));

beforeEach(() => server.install());
afterEach(() => {
  cleanup();
  vi.mocked(api).mockReset();
});

describe('/directdebit without a mandate (German)', () => {
  it('shows the form with its autofill hints, the country’s postal code example and the text to sign', async () => {
    await renderPage();
    expect(screen.getByLabelText('Kontoinhaber').getAttribute('autocomplete')).toBe('name');
    expect(screen.getByLabelText('Straße').getAttribute('autocomplete')).toBe('address-line1');
    const zip = screen.getByLabelText('Postleitzahl');
    expect(zip.getAttribute('autocomplete')).toBe('postal-code');
    expect(zip.getAttribute('placeholder')).toBe('10115');
    expect(zip.getAttribute('inputmode')).toBe('numeric');
    expect(screen.getByLabelText('Ort').getAttribute('autocomplete')).toBe('address-level2');
    expect(screen.getByLabelText('Handynummer').getAttribute('autocomplete')).toBe('tel');
    expect(screen.getByTestId('mandate-text').textContent).toBe(server.standing.mandate_text);

    const iban = screen.getByLabelText('IBAN') as HTMLInputElement;
    fireEvent.change(iban, { target: { value: 'de89370400440532013000' } });
    fireEvent.blur(iban);
    expect(iban.value).toBe('DE89 3704 0044 0532 0130 00');
  });

  it('lays the address out in two rows of even halves that line up with the full-width fields', async () => {
    await renderPage();
    /** The grid columns of a field's cell (`col-6`, `col-sm-8`, …); none: the field is full width. */
    const columnsOf = (label: string) => {
      const input = screen.getByLabelText(label);
      const cell = input.closest('.row > *');
      if (!cell || !input.closest('form')?.contains(cell)) return [];
      return [...cell.classList].filter((name) => /^col(-|$)/.test(name)).sort();
    };
    expect(columnsOf('IBAN')).toEqual([]);
    for (const [first, second] of [
      ['Straße', 'Hausnummer'],
      ['Postleitzahl', 'Ort'],
    ] as const) {
      const row = screen.getByLabelText(first).closest('.row');
      expect(row?.contains(screen.getByLabelText(second))).toBe(true);
      expect(columnsOf(first)).toEqual(['col-6']);
      expect(columnsOf(second)).toEqual(['col-6']);
    }
  });

  it('checks the form with the shared schema: a wrong IBAN gets its message under the field, nothing is sent', async () => {
    await renderPage();
    fill({ ...GERMAN_FORM, iban: 'DE89 3704 0044 0532 0130 01' });
    await submit('Code per SMS senden');
    const iban = await screen.findByLabelText('IBAN');
    await waitFor(() => expect(iban.getAttribute('aria-invalid')).toBe('true'));
    const message = document.getElementById(iban.getAttribute('aria-describedby')!);
    expect(message?.textContent).toBe('Die Prüfziffern dieser IBAN stimmen nicht. Bitte prüfe sie auf Tippfehler.');
    expect(screen.getByLabelText('Handynummer').getAttribute('aria-invalid')).toBe('false');
    expect(calls('/api/direct-debit.php', 'POST')).toHaveLength(0);
    await waitFor(() => expect(document.activeElement).toBe(iban));
  });

  it('shows the server’s field errors the same way', async () => {
    server.codeAnswers.push(() => {
      throw new ApiError(422, 'validation_failed', {
        fields: { phone: 'payments:directDebit.errors.phone_not_mobile' },
      });
    });
    await renderPage();
    fill(GERMAN_FORM);
    await submit('Code per SMS senden');
    const phone = screen.getByLabelText('Handynummer');
    await waitFor(() => expect(phone.getAttribute('aria-invalid')).toBe('true'));
    expect(document.getElementById(phone.getAttribute('aria-describedby')!)?.textContent).toBe(
      'Das ist keine gültige Handynummer. Bitte gib eine Handynummer ein, die SMS empfangen kann.',
    );
  });

  it('sends the checked form for a code, refuses a wrong code, and signs with the right one', async () => {
    const sent = {
      phone: '+4915123456789',
      phone_display: '+49 1512 3456789',
      expires_at: '2026-11-20T10:10:00.000Z',
      codes_left: 2,
    };
    server.codeAnswers.push(() => sent);
    server.mandateAnswers.push(() => {
      throw new ApiError(400, 'invalid_sms_code');
    });
    server.mandateAnswers.push(() => ({ mandate: testMandate() }));
    await renderPage();
    fill(GERMAN_FORM);
    await submit('Code per SMS senden');

    // The form as the schema normalized it: the IBAN electronic, the phone in E.164.
    expect(calls('/api/direct-debit.php', 'POST')[0]?.body).toEqual({
      ...GERMAN_FORM,
      iban: 'DE89370400440532013000',
      phone: '+4915123456789',
    });
    expect((await screen.findByTestId('code-sent')).textContent).toBe(
      'Wir haben einen Code an +49 1512 3456789 geschickt. Er ist 10 Minuten gültig.',
    );
    const code = screen.getByLabelText('SMS-Code');
    expect(code.getAttribute('autocomplete')).toBe('one-time-code');
    expect(code.getAttribute('inputmode')).toBe('numeric');
    expect(document.activeElement).toBe(code);

    fireEvent.change(code, { target: { value: '111111' } });
    await submit('Mandat bestätigen');
    await waitFor(() => expect(code.getAttribute('aria-invalid')).toBe('true'));
    expect(document.getElementById(code.getAttribute('aria-describedby')!)?.textContent).toBe(
      'Dieser SMS-Code ist ungültig. Bitte prüfe ihn und versuch es noch einmal.',
    );

    fireEvent.change(code, { target: { value: '123 456' } });
    await submit('Mandat bestätigen');
    const mandate = await screen.findByTestId('mandate');
    expect(within(mandate).getByTestId('mandate-iban').textContent).toBe('DE89 3704 0044 0532 0130 00');
    const [wrong, right] = calls('/api/direct-debit-mandate.php', 'POST');
    expect(right?.body).toEqual({ ...(wrong?.body as object), otp: '123456' });
    expect(right?.idempotencyKey).toBeTruthy();
    expect(right?.idempotencyKey).not.toBe(wrong?.idempotencyKey);
  });

  it('checks the code’s form before sending it, and goes back to the form with the values kept', async () => {
    server.codeAnswers.push(() => ({
      phone: '+4915123456789',
      phone_display: '+49 1512 3456789',
      expires_at: '2026-11-20T10:10:00.000Z',
      codes_left: 2,
    }));
    await renderPage();
    fill(GERMAN_FORM);
    await submit('Code per SMS senden');
    const code = await screen.findByLabelText('SMS-Code');
    fireEvent.change(code, { target: { value: '12' } });
    await submit('Mandat bestätigen');
    await waitFor(() => expect(code.getAttribute('aria-invalid')).toBe('true'));
    expect(calls('/api/direct-debit-mandate.php', 'POST')).toHaveLength(0);

    fireEvent.click(screen.getByRole('button', { name: 'Angaben ändern' }));
    expect((screen.getByLabelText('Ort') as HTMLInputElement).value).toBe('Berlin');
    expect((screen.getByLabelText('Kontoinhaber') as HTMLInputElement).value).toBe('Jürgen Müller');
  });

  it('says how long to wait when too many codes were asked for', async () => {
    server.codeAnswers.push(() => {
      throw new ApiError(429, 'sms_code_limit', { minutes: 42 });
    });
    await renderPage();
    fill(GERMAN_FORM);
    await submit('Code per SMS senden');
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Du hast zu viele Codes angefordert. Bitte versuch es in 42 Minuten noch einmal.',
    );
  });
});
