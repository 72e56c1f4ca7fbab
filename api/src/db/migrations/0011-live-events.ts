import { sql, type Kysely } from 'kysely';

/**
 * Live updates (architecture section 4): each member's events in a gap-free sequence, so a socket that
 * reconnects with the last seq it saw gets exactly what it missed. `live_cursors` holds each member's
 * last seq; taking the next one locks that row until commit, so seqs commit in order.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('live_cursors')
    .addColumn('user_id', 'integer', (col) => col.primaryKey().references('users.id').onDelete('cascade'))
    .addColumn('seq', 'bigint', (col) => col.notNull().defaultTo(0))
    .execute();
  await db.schema
    .createTable('live_events')
    .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('seq', 'bigint', (col) => col.notNull())
    .addColumn('type', 'text', (col) => col.notNull())
    .addColumn('payload', 'jsonb', (col) => col.notNull())
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('live_events_pk', ['user_id', 'seq'])
    .execute();
  await db.schema.createIndex('live_events_created').on('live_events').column('created_at').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('live_events').execute();
  await db.schema.dropTable('live_cursors').execute();
}
