import { sql, type Kysely } from 'kysely';

/**
 * Indexes for GET /api/members.php on a big site: the active profiles of a country by gender and
 * birth date (the search's filters and its count), members by last seen (its order, recently
 * online first), so that a wide search walks the most recent members and stops after a page, and
 * blocks by the blocked profile (who blocked the searching member).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createIndex('profiles_active_country_gender_birth')
    .on('profiles')
    .columns(['country', 'gender', 'birth_date'])
    .where(sql.ref('status'), '=', 'active')
    .execute();
  await db.schema
    .createIndex('users_last_seen')
    .on('users')
    .expression(sql`last_seen_at desc nulls last, id`)
    .execute();
  await db.schema.createIndex('profiles_region').on('profiles').column('region_id').execute();
  await db.schema.createIndex('blocks_blocked_profile').on('blocks').column('blocked_profile_id').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('blocks_blocked_profile').execute();
  await db.schema.dropIndex('profiles_region').execute();
  await db.schema.dropIndex('users_last_seen').execute();
  await db.schema.dropIndex('profiles_active_country_gender_birth').execute();
}
