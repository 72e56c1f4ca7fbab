import { sql, type Kysely } from 'kysely';

/** Profiles a member passed in the swipe game: they are not suggested to the member again. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('swipe_passes')
    .addColumn('passer_profile_id', 'integer', (col) => col.notNull().references('profiles.id').onDelete('cascade'))
    .addColumn('passed_profile_id', 'integer', (col) => col.notNull().references('profiles.id').onDelete('cascade'))
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('swipe_passes_pk', ['passer_profile_id', 'passed_profile_id'])
    .execute();
  // The daily swipe limit counts a member's swipe likes since midnight.
  await db.schema
    .createIndex('likes_swipe_by_liker')
    .on('likes')
    .columns(['liker_profile_id', 'created_at'])
    .where(sql.ref('source'), '=', sql.lit('swipe'))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('likes_swipe_by_liker').execute();
  await db.schema.dropTable('swipe_passes').execute();
}
