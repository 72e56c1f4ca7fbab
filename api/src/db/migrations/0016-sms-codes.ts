import { sql, type Kysely } from 'kysely';

/**
 * One-time codes sent by SMS (issue 16: the code that confirms a direct debit mandate). Only a salted
 * SHA-256 of each code is stored. A member has at most one open code per purpose (a new one replaces
 * it); the hourly limit counts a member's codes by created_at.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  // Literal lists: a migration stays as it was written, whatever the constants become.
  await db.schema
    .createTable('sms_codes')
    .addColumn('id', 'serial', (col) => col.primaryKey())
    .addColumn('site_id', 'integer', (col) => col.references('sites.id').onDelete('set null'))
    .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('purpose', 'text', (col) => col.notNull().check(sql`purpose in ('direct_debit_mandate')`))
    .addColumn('phone', 'text', (col) => col.notNull().check(sql`phone ~ '^\\+[1-9][0-9]{6,14}$'`))
    .addColumn('salt', 'text', (col) => col.notNull())
    .addColumn('code_hash', 'text', (col) => col.notNull())
    .addColumn('wrong_tries', 'integer', (col) =>
      col
        .notNull()
        .defaultTo(0)
        .check(sql`wrong_tries >= 0`),
    )
    .addColumn('status', 'text', (col) =>
      col
        .notNull()
        .defaultTo('open')
        .check(sql`status in ('open', 'used', 'replaced', 'failed', 'undelivered')`),
    )
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn('expires_at', 'timestamptz', (col) => col.notNull())
    .addColumn('closed_at', 'timestamptz')
    .addCheckConstraint('sms_codes_closed', sql`(status = 'open') = (closed_at is null)`)
    .execute();
  await sql`create unique index sms_codes_open on sms_codes (user_id, purpose) where status = 'open'`.execute(db);
  await db.schema.createIndex('sms_codes_user_created').on('sms_codes').columns(['user_id', 'created_at']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('sms_codes').execute();
}
