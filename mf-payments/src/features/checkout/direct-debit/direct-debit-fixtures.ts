import type { DirectDebitState, Mandate } from '@app/shared/contract/direct-debit-api';

/** Test data of the direct debit contract, as the server answers (ADR 0026). */
const CREDITOR = {
  name: 'Example Dating B.V.',
  creditor_id: 'NL98ZZZ123456780000',
  address: 'Keizersgracht 1, 1015 CJ Amsterdam, NL',
};

export function testMandate(overrides: Partial<Mandate> = {}): Mandate {
  return {
    reference: 'DD-7-K3M9Q2',
    status: 'active',
    account_holder: 'Jürgen Müller',
    iban: 'DE89370400440532013000',
    street: 'Straße des 17. Juni',
    house_number: '12a',
    zip: '10115',
    city: 'Berlin',
    phone: '+4915123456789',
    phone_display: '+49 1512 3456789',
    country: 'DE',
    creditor: CREDITOR,
    language: 'de',
    text: 'Ich ermächtige Example Dating B.V., Zahlungen von meinem Konto mittels Lastschrift einzuziehen.\nHinweis: Ich kann innerhalb von acht Wochen die Erstattung verlangen.',
    signed_at: '2026-11-20T10:00:00.000Z',
    revoked_at: null,
    ...overrides,
  };
}

export function testDirectDebitState(overrides: Partial<DirectDebitState> = {}): DirectDebitState {
  return {
    country: 'DE',
    mandate: null,
    blocked: false,
    limit: { amount: 15000, used: 3499, currency: 'EUR', window_days: 30, frees_at: '2026-12-20T10:00:00.000Z' },
    creditor: CREDITOR,
    mandate_text: 'Ich ermächtige Example Dating B.V., Zahlungen von meinem Konto mittels Lastschrift einzuziehen.',
    ...overrides,
  };
}

/** The German form as a member types it: every field valid. */
export const GERMAN_FORM = {
  account_holder: 'Jürgen Müller',
  iban: 'de89 3704 0044 0532 0130 00',
  street: 'Straße des 17. Juni',
  house_number: '12a',
  zip: '10115',
  city: 'Berlin',
  phone: '0151 23456789',
};
