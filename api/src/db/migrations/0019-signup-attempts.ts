import { sql, type Kysely } from 'kysely';

/**
 * The sign-ups of each client address in the last hour, for the sign-up limit (ADR 0028): one row per
 * attempt, linked to the new member when the sign-up succeeds, so that the limit counts confirmed
 * sign-ups apart from unconfirmed and failed ones. Rows are deleted once they leave the window.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('signup_attempts')
    .addColumn('id', 'serial', (col) => col.primaryKey())
    .addColumn('address_key', 'text', (col) => col.notNull())
    .addColumn('user_id', 'integer', (col) => col.references('users.id').onDelete('set null'))
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createIndex('signup_attempts_address')
    .on('signup_attempts')
    .columns(['address_key', 'created_at'])
    .execute();
  await db.schema.createIndex('signup_attempts_created').on('signup_attempts').column('created_at').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('signup_attempts').execute();
}
