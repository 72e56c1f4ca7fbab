import { sql, type Kysely } from 'kysely';

/**
 * Direct debit (issue 16, ADR 0026): the members' SEPA mandates, the members a returned debit
 * blocked, what an order owes to a mandate and a return, and the company's SEPA creditor identifier.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('company_info')
    .addColumn('sepa_creditor_id', 'text', (col) => col.notNull().defaultTo(''))
    .execute();

  // Literal lists: a migration stays as it was written, whatever the constants become.
  await db.schema
    .createTable('direct_debit_mandates')
    .addColumn('id', 'serial', (col) => col.primaryKey())
    .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('site_id', 'integer', (col) => col.references('sites.id').onDelete('set null'))
    .addColumn('reference', 'text', (col) =>
      col
        .notNull()
        .unique()
        .check(sql`reference ~ '^[A-Za-z0-9/?:().,''+ -]{1,35}$'`),
    )
    .addColumn('status', 'text', (col) => col.notNull().check(sql`status in ('active', 'revoked')`))
    .addColumn('account_holder', 'text', (col) => col.notNull())
    .addColumn('iban', 'text', (col) => col.notNull().check(sql`iban ~ '^[A-Z]{2}[0-9]{2}[A-Z0-9]{8,30}$'`))
    .addColumn('street', 'text', (col) => col.notNull())
    .addColumn('house_number', 'text', (col) => col.notNull())
    .addColumn('zip', 'text', (col) => col.notNull())
    .addColumn('city', 'text', (col) => col.notNull())
    .addColumn('phone', 'text', (col) => col.notNull().check(sql`phone ~ '^\\+[1-9][0-9]{6,14}$'`))
    .addColumn('country', 'text', (col) => col.notNull().check(sql`country ~ '^[A-Z]{2}$'`))
    .addColumn('creditor_name', 'text', (col) => col.notNull())
    .addColumn('creditor_id', 'text', (col) => col.notNull())
    .addColumn('creditor_address', 'text', (col) => col.notNull())
    .addColumn('language', 'text', (col) => col.notNull())
    .addColumn('text', 'text', (col) => col.notNull())
    .addColumn('signed_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn('revoked_at', 'timestamptz')
    .addCheckConstraint('direct_debit_mandates_revoked', sql`(status = 'revoked') = (revoked_at is not null)`)
    .execute();
  await sql`create unique index direct_debit_mandates_active on direct_debit_mandates (user_id) where status = 'active'`.execute(
    db,
  );
  await db.schema
    .createIndex('direct_debit_mandates_user')
    .on('direct_debit_mandates')
    .columns(['user_id', 'signed_at'])
    .execute();

  await db.schema
    .createTable('direct_debit_blocks')
    .addColumn('user_id', 'integer', (col) => col.primaryKey().references('users.id').onDelete('cascade'))
    .addColumn('order_id', 'integer', (col) => col.references('orders.id').onDelete('set null'))
    .addColumn('reason', 'text', (col) => col.notNull())
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .execute();

  await db.schema
    .alterTable('orders')
    .addColumn('mandate_id', 'integer', (col) => col.references('direct_debit_mandates.id').onDelete('set null'))
    .addColumn('return_reason', 'text')
    .addColumn('credits_owed', 'integer', (col) =>
      col
        .notNull()
        .defaultTo(0)
        .check(sql`credits_owed >= 0`),
    )
    .execute();
  await sql`create index orders_direct_debit_window on orders (user_id, created_at) where payment_method = 'directdebit'`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index orders_direct_debit_window`.execute(db);
  await db.schema
    .alterTable('orders')
    .dropColumn('mandate_id')
    .dropColumn('return_reason')
    .dropColumn('credits_owed')
    .execute();
  await db.schema.dropTable('direct_debit_blocks').execute();
  await db.schema.dropTable('direct_debit_mandates').execute();
  await db.schema.alterTable('company_info').dropColumn('sepa_creditor_id').execute();
}
