import { sql, type Kysely } from 'kysely';

/**
 * Affiliate traffic (mf-landers): landings recorded on the server and named by a cookie, the networks
 * with their postback URL templates, the conversions of members who came from one (at most one per
 * conversion key, written in the transaction of the event), and the durable outbox of postbacks.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('affiliate_landings')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('site_id', 'integer', (col) => col.notNull().references('sites.id'))
    .addColumn('network', 'text')
    .addColumn('ref', 'text')
    .addColumn('sub1', 'text')
    .addColumn('sub2', 'text')
    .addColumn('sub3', 'text')
    .addColumn('traffic_source', 'text')
    .addColumn('landing_path', 'text')
    .addColumn('user_id', 'integer', (col) => col.references('users.id').onDelete('set null'))
    .addColumn('claimed_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('affiliate_landings_user').on('affiliate_landings').column('user_id').execute();

  await db.schema
    .createTable('affiliate_networks')
    .addColumn('id', 'serial', (col) => col.primaryKey())
    .addColumn('name', 'text', (col) => col.notNull().unique())
    .addColumn('postback_url', 'text', (col) => col.notNull())
    .addColumn('paused_at', 'timestamptz')
    .addColumn('consecutive_failures', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .execute();

  const events = sql`('signup', 'email_confirmed', 'first_purchase', 'purchase')`;
  await db.schema
    .createTable('affiliate_conversions')
    .addColumn('id', 'serial', (col) => col.primaryKey())
    .addColumn('conversion_key', 'text', (col) => col.notNull().unique())
    .addColumn('public_id', 'text', (col) => col.notNull().unique())
    .addColumn('site_id', 'integer', (col) => col.notNull().references('sites.id'))
    .addColumn('user_id', 'integer', (col) => col.references('users.id').onDelete('set null'))
    .addColumn('order_id', 'integer', (col) => col.references('orders.id').onDelete('set null'))
    .addColumn('event', 'text', (col) => col.notNull().check(sql`event in ${events}`))
    .addColumn('network', 'text', (col) => col.notNull())
    .addColumn('ref', 'text')
    .addColumn('sub1', 'text')
    .addColumn('sub2', 'text')
    .addColumn('sub3', 'text')
    .addColumn('amount', 'integer')
    .addColumn('currency', 'text')
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .execute();

  await db.schema
    .createTable('affiliate_postbacks')
    .addColumn('id', 'serial', (col) => col.primaryKey())
    .addColumn('conversion_id', 'integer', (col) =>
      col.notNull().references('affiliate_conversions.id').onDelete('cascade'),
    )
    .addColumn('network_id', 'integer', (col) => col.notNull().references('affiliate_networks.id').onDelete('cascade'))
    .addColumn('status', 'text', (col) =>
      col
        .notNull()
        .defaultTo('pending')
        .check(sql`status in ('pending', 'sent', 'failed')`),
    )
    .addColumn('attempts', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('next_attempt_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn('claimed_until', 'timestamptz')
    .addColumn('claim_token', 'text')
    .addColumn('url', 'text')
    .addColumn('last_status', 'integer')
    .addColumn('last_error', 'text')
    .addColumn('sent_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addUniqueConstraint('affiliate_postbacks_once', ['conversion_id', 'network_id'])
    .execute();
  await db.schema
    .createIndex('affiliate_postbacks_due')
    .on('affiliate_postbacks')
    .columns(['next_attempt_at', 'id'])
    .where(sql.ref('status'), '=', 'pending')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('affiliate_postbacks').execute();
  await db.schema.dropTable('affiliate_conversions').execute();
  await db.schema.dropTable('affiliate_networks').execute();
  await db.schema.dropTable('affiliate_landings').execute();
}
