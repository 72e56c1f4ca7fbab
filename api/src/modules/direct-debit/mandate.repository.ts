import type { Insertable } from 'kysely';
import type { Db } from '../../db/database';
import type { DirectDebitMandatesTable, MandateRow } from './direct-debit.table';

/** The member's active mandate, or undefined (unlocked: for reading; a purchase uses lockActiveMandate). */
export function findActiveMandate(db: Db, userId: number): Promise<MandateRow | undefined> {
  return db
    .selectFrom('direct_debit_mandates')
    .selectAll()
    .where('user_id', '=', userId)
    .where('status', '=', 'active')
    .executeTakeFirst();
}

/** Revokes the member's active mandate; answers it as revoked, or undefined when there was none. */
export function revokeActiveMandate(db: Db, userId: number, now: Date): Promise<MandateRow | undefined> {
  return db
    .updateTable('direct_debit_mandates')
    .set({ status: 'revoked', revoked_at: now })
    .where('user_id', '=', userId)
    .where('status', '=', 'active')
    .returningAll()
    .executeTakeFirst();
}

export function insertMandate(db: Db, mandate: Insertable<DirectDebitMandatesTable>): Promise<MandateRow> {
  return db.insertInto('direct_debit_mandates').values(mandate).returningAll().executeTakeFirstOrThrow();
}

/** The company a mandate authorises: its name, address and SEPA creditor identifier. */
export function findCreditor(db: Db, companyId: number) {
  return db
    .selectFrom('company_info')
    .select(['name', 'address', 'city', 'country', 'sepa_creditor_id'])
    .where('id', '=', companyId)
    .executeTakeFirst();
}

/**
 * The states of a direct debit order that count against the rolling limit, as the purchase counts them
 * (`checkDirectDebitPurchase`): debited, on its way to the bank, or just stored.
 */
const COUNTED_STATES = ['created', 'pending', 'completed'] as const;

/**
 * The member's direct debits that count against the rolling limit: orders by direct debit in
 * `currency`, in COUNTED_STATES, made after `since`; oldest first.
 */
export function debitsSince(db: Db, userId: number, currency: string, since: Date) {
  return db
    .selectFrom('orders')
    .select(['amount', 'created_at'])
    .where('user_id', '=', userId)
    .where('payment_method', '=', 'directdebit')
    .where('currency', '=', currency)
    .where('state', 'in', COUNTED_STATES)
    .where('created_at', '>', since)
    .orderBy('created_at')
    .execute();
}

/** The currency a country's packages are priced in, or undefined when the country has none. */
export async function findCountryCurrency(db: Db, country: string): Promise<string | undefined> {
  const row = await db.selectFrom('packages').select('currency').where('country', '=', country).executeTakeFirst();
  return row?.currency;
}
