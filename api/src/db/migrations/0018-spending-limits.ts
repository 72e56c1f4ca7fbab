import { sql, type Kysely } from 'kysely';

/**
 * The member's own monthly spending limit and the "ask me before each paid message" switch, and the
 * withdrawals of purchases with their refunds (issue 16, ADR 0027).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  // One row per member who set something. A raise, a removal or a change of currency waits
  // (pending_set): pending_amount null with pending_set true is a removal.
  await db.schema
    .createTable('spending_limits')
    .addColumn('user_id', 'integer', (col) => col.primaryKey().references('users.id').onDelete('cascade'))
    .addColumn('amount', 'integer', (col) => col.check(sql`amount > 0`))
    .addColumn('currency', 'text', (col) => col.check(sql`currency ~ '^[A-Z]{3}$'`))
    .addColumn('pending_amount', 'integer', (col) => col.check(sql`pending_amount > 0`))
    .addColumn('pending_currency', 'text', (col) => col.check(sql`pending_currency ~ '^[A-Z]{3}$'`))
    .addColumn('pending_set', 'boolean', (col) => col.notNull().defaultTo(false))
    .addColumn('pending_effective_at', 'timestamptz')
    .addColumn('ask_before_paid_message', 'boolean', (col) => col.notNull().defaultTo(false))
    .addColumn('updated_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addCheckConstraint('spending_limits_pending', sql`pending_set = (pending_effective_at is not null)`)
    .addCheckConstraint(
      'spending_limits_pending_amount',
      sql`pending_set or (pending_amount is null and pending_currency is null)`,
    )
    .addCheckConstraint('spending_limits_currency', sql`amount is null or currency is not null`)
    .execute();

  // Literal lists: a migration stays as it was written, whatever the constants become.
  await db.schema
    .createTable('withdrawals')
    .addColumn('id', 'serial', (col) => col.primaryKey())
    .addColumn('order_id', 'integer', (col) => col.notNull().unique().references('orders.id').onDelete('cascade'))
    .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('credits_removed', 'integer', (col) => col.notNull().check(sql`credits_removed >= 0`))
    .addColumn('refund_amount', 'integer', (col) => col.notNull().check(sql`refund_amount >= 0`))
    .addColumn('currency', 'text', (col) => col.notNull())
    .addColumn('refund_status', 'text', (col) =>
      col.notNull().check(sql`refund_status in ('pending', 'refunded', 'failed')`),
    )
    .addColumn('provider_refund_id', 'text')
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('withdrawals_user').on('withdrawals').columns(['user_id', 'created_at']).execute();
  await sql`create index withdrawals_refund_pending on withdrawals (id) where refund_status = 'pending'`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('withdrawals').execute();
  await db.schema.dropTable('spending_limits').execute();
}
