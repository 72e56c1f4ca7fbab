import type { Generated } from 'kysely';

export interface CompanyInfoTable {
  id: Generated<number>;
  name: string;
  address: string;
  kvk: string;
  city: string;
  country: string;
  tradenames: string[];
  vat_numbers: string[];
  support_phone: string;
  delete_discount: number;
  added: Date;
  /** The SEPA creditor identifier that mandates authorise (migration 0017). */
  sepa_creditor_id: Generated<string>;
}
