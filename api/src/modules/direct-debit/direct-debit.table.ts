import type { Generated, Selectable } from 'kysely';
import type { Language } from '@app/shared/contract';
import type { MandateStatus } from '@app/shared/contract/direct-debit-api';

/** A member's SEPA mandate (migration 0017): at most one active per member; the signed text word for word. */
export interface DirectDebitMandatesTable {
  id: Generated<number>;
  user_id: number;
  site_id: number | null;
  /** Unique, SEPA character set, at most 35 characters. */
  reference: string;
  status: MandateStatus;
  account_holder: string;
  /** Electronic format. */
  iban: string;
  street: string;
  house_number: string;
  zip: string;
  city: string;
  /** E.164: where the confirming SMS code went. */
  phone: string;
  /** The direct debit country: the form's rules and the limit's currency. */
  country: string;
  creditor_name: string;
  creditor_id: string;
  creditor_address: string;
  language: Language;
  text: string;
  signed_at: Generated<Date>;
  revoked_at: Date | null;
}
export type MandateRow = Selectable<DirectDebitMandatesTable>;

/** A member a returned or reversed debit blocked for direct debit ("account blocked for direct debit"). */
export interface DirectDebitBlocksTable {
  user_id: number;
  order_id: number | null;
  /** The bank's return reason (an ISO 20022 code such as AM04), or `charged_back`. */
  reason: string;
  created_at: Generated<Date>;
}
