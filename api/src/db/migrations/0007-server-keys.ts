import { sql, type Kysely } from 'kysely';

/**
 * Key pairs the server makes itself at first start and every process shares (the web push VAPID
 * pair), one row per purpose.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('server_keys')
    .addColumn('name', 'text', (col) => col.primaryKey())
    .addColumn('public_key', 'text', (col) => col.notNull())
    .addColumn('private_key', 'text', (col) => col.notNull())
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('server_keys').execute();
}
