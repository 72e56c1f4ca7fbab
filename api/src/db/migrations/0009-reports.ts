import { sql, type Kysely } from 'kysely';

/** Reports of profiles by members (POST /api/report.php), stored for the operators. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('reports')
    .addColumn('id', 'serial', (col) => col.primaryKey())
    .addColumn('reference', 'text', (col) => col.notNull().unique())
    .addColumn('reporter_user_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('reported_profile_id', 'integer', (col) => col.notNull().references('profiles.id').onDelete('cascade'))
    .addColumn('reason', 'text', (col) => col.notNull())
    .addColumn('text', 'text', (col) => col.notNull())
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn('handled_at', 'timestamptz')
    .execute();
  await db.schema
    .createIndex('reports_open_idx')
    .on('reports')
    .column('created_at')
    .where(sql.ref('handled_at'), 'is', null)
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('reports').execute();
}
