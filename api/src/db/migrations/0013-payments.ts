import { sql, type Kysely } from 'kysely';

/**
 * Payments (issue 12): orders with our own state model, every transition with its time and source,
 * the sandbox provider's own payments, and discount codes that apply to an audience (the welcome
 * discount, the time bonus) rather than to a listed member. The orders and transactions tables of
 * 0003 were never written to; orders is made again with what an order must remember.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('transactions').execute();
  await sql`alter table discount_code_uses drop constraint if exists discount_code_uses_order_id_fkey`.execute(db);
  await db.schema.dropTable('orders').execute();

  const states = sql`('created', 'pending', 'completed', 'failed', 'cancelled', 'expired', 'refunded', 'charged_back')`;
  await db.schema
    .createTable('orders')
    .addColumn('id', 'serial', (col) => col.primaryKey())
    .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id'))
    .addColumn('site_id', 'integer', (col) => col.notNull().references('sites.id'))
    .addColumn('package_id', 'integer', (col) => col.notNull().references('packages.id'))
    .addColumn('package_code', 'text', (col) => col.notNull())
    .addColumn('country', 'text', (col) => col.notNull())
    .addColumn('credits', 'integer', (col) => col.notNull().check(sql`credits > 0`))
    .addColumn('price', 'integer', (col) => col.notNull().check(sql`price > 0`))
    .addColumn('discount_code_id', 'integer', (col) => col.references('discount_codes.id'))
    .addColumn('discount_code', 'text')
    .addColumn('discount_percentage', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('discount_amount', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('amount', 'integer', (col) => col.notNull().check(sql`amount > 0`))
    .addColumn('currency', 'text', (col) => col.notNull())
    .addColumn('vat_basis_points', 'integer', (col) => col.notNull())
    .addColumn('vat_amount', 'integer', (col) => col.notNull())
    .addColumn('payment_method', 'text', (col) => col.notNull())
    .addColumn('language', 'text', (col) => col.notNull())
    .addColumn('return_path', 'text')
    .addColumn('state', 'text', (col) => col.notNull().check(sql`state in ${states}`))
    .addColumn('provider', 'text', (col) => col.notNull())
    .addColumn('provider_payment_id', 'text')
    .addColumn('provider_status', 'text')
    .addColumn('checkout_url', 'text')
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn('completed_at', 'timestamptz')
    .addUniqueConstraint('orders_provider_payment_unique', ['provider', 'provider_payment_id'])
    .execute();
  await db.schema.createIndex('orders_user').on('orders').columns(['user_id', 'id']).execute();
  await db.schema
    .alterTable('discount_code_uses')
    .addForeignKeyConstraint('discount_code_uses_order_fk', ['order_id'], 'orders', ['id'])
    .execute();

  await db.schema
    .createTable('payment_transitions')
    .addColumn('id', 'bigserial', (col) => col.primaryKey())
    .addColumn('order_id', 'integer', (col) => col.notNull().references('orders.id').onDelete('cascade'))
    .addColumn('from_state', 'text')
    .addColumn('to_state', 'text', (col) => col.notNull().check(sql`to_state in ${states}`))
    .addColumn('source', 'text', (col) =>
      col.notNull().check(sql`source in ('checkout', 'return', 'callback', 'poll', 'withdrawal')`),
    )
    .addColumn('provider_status', 'text')
    /** False: the transition was refused (illegal) and only logged. */
    .addColumn('applied', 'boolean', (col) => col.notNull())
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createIndex('payment_transitions_order')
    .on('payment_transitions')
    .columns(['order_id', 'id'])
    .execute();

  await db.schema
    .createTable('sandbox_payments')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('amount', 'integer', (col) => col.notNull())
    .addColumn('currency', 'text', (col) => col.notNull())
    .addColumn('method', 'text', (col) => col.notNull())
    .addColumn('description', 'text', (col) => col.notNull())
    .addColumn('status', 'text', (col) => col.notNull())
    .addColumn('refunded', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('redirect_url', 'text', (col) => col.notNull())
    .addColumn('webhook_url', 'text', (col) => col.notNull())
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .execute();

  await db.schema
    .alterTable('discount_codes')
    .addColumn('audience', 'text', (col) => col.check(sql`audience in ('welcome', 'time_bonus')`))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('discount_codes').dropColumn('audience').execute();
  await db.schema.dropTable('sandbox_payments').execute();
  await db.schema.dropTable('payment_transitions').execute();
  await sql`alter table discount_code_uses drop constraint if exists discount_code_uses_order_fk`.execute(db);
  await db.schema.dropTable('orders').execute();
}
