import { isLanguage } from '@app/shared/contract';
import type { Creditor, Mandate } from '@app/shared/contract/direct-debit-api';
import { formatPhoneForDisplay } from '@app/shared/contract/direct-debit-phone';
import type { MandateRow } from './direct-debit.table';

const iso = (value: Date | string) => new Date(value).toISOString();

/** A mandate as the member sees it, with the creditor as it was when they signed. */
export function toMandate(row: MandateRow): Mandate {
  return {
    reference: row.reference,
    status: row.status,
    account_holder: row.account_holder,
    iban: row.iban,
    street: row.street,
    house_number: row.house_number,
    zip: row.zip,
    city: row.city,
    phone: row.phone,
    phone_display: formatPhoneForDisplay(row.phone),
    country: row.country,
    creditor: { name: row.creditor_name, creditor_id: row.creditor_id, address: row.creditor_address },
    language: isLanguage(row.language) ? row.language : 'en',
    text: row.text,
    signed_at: iso(row.signed_at),
    revoked_at: row.revoked_at === null ? null : iso(row.revoked_at),
  };
}

/** The company's address on one line: street, city, country. */
export function creditorOf(company: {
  name: string;
  address: string;
  city: string;
  country: string;
  sepa_creditor_id: string;
}): Creditor {
  const address = [company.address, company.city, company.country].filter((part) => part.trim() !== '').join(', ');
  return { name: company.name, creditor_id: company.sepa_creditor_id, address };
}
