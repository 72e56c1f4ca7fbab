import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('company_info')
    .addColumn('id', 'serial', (col) => col.primaryKey())
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('address', 'text', (col) => col.notNull())
    .addColumn('kvk', 'text', (col) => col.notNull())
    .addColumn('city', 'text', (col) => col.notNull())
    .addColumn('country', 'text', (col) => col.notNull())
    .addColumn('tradenames', 'jsonb', (col) => col.notNull().defaultTo(sql`'[]'::jsonb`))
    .addColumn('vat_numbers', 'jsonb', (col) => col.notNull().defaultTo(sql`'[]'::jsonb`))
    .addColumn('support_phone', 'text', (col) => col.notNull())
    .addColumn('delete_discount', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('added', 'timestamptz', (col) => col.notNull())
    .execute();

  await db.schema
    .createTable('sites')
    .addColumn('id', 'serial', (col) => col.primaryKey())
    .addColumn('domain', 'text', (col) => col.notNull().unique())
    .addColumn('company_id', 'integer', (col) => col.notNull().references('company_info.id'))
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('country', 'text', (col) => col.notNull())
    .addColumn('countries', 'jsonb', (col) => col.notNull())
    .addColumn('domain_language', 'text', (col) => col.notNull())
    .addColumn('niche', 'integer', (col) => col.notNull().check(sql`niche between 1 and 7`))
    .addColumn('texts', 'jsonb', (col) => col.notNull())
    .addColumn('visible_profile_fields', 'jsonb', (col) => col.notNull())
    .addColumn('visible_profile_notes', 'jsonb', (col) => col.notNull())
    .addColumn('search_fields', 'jsonb', (col) => col.notNull())
    .addColumn('cdn_prefix', 'text', (col) => col.notNull())
    .addColumn('message_credits', 'integer', (col) => col.notNull())
    .addColumn('photo_credits', 'integer', (col) => col.notNull())
    .addColumn('gift_credits', 'integer', (col) => col.notNull())
    .addColumn('signup_credits', 'integer', (col) => col.notNull())
    .addColumn('message_length', 'integer', (col) => col.notNull())
    .addColumn('minimum_message_costs', 'jsonb', (col) => col.notNull())
    .addColumn('support_email', 'text', (col) => col.notNull())
    .addColumn('support_phone', 'text', (col) => col.notNull())
    .addColumn('enable_site_entry_popup', 'text', (col) => col.notNull())
    .addColumn('fictional_icon', 'text', (col) => col.notNull())
    .addColumn('refund_days', 'integer', (col) => col.notNull())
    .addColumn('signups', 'text', (col) => col.notNull())
    .addColumn('logged_out_search', 'boolean', (col) => col.notNull())
    .addColumn('logged_out_search_trafficsource', 'boolean', (col) => col.notNull())
    .addColumn('member_resell', 'boolean', (col) => col.notNull())
    .addColumn('mail_name', 'text', (col) => col.notNull())
    .addColumn('is_default', 'boolean', (col) => col.notNull().defaultTo(false))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('sites').execute();
  await db.schema.dropTable('company_info').execute();
}
