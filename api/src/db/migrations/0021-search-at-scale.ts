import { sql, type Kysely } from 'kysely';

/**
 * Indexes for GET /api/members.php at 100,000 members (ADR 0031): members in the search's order as
 * one descending key (last seen, never seen last, then member id), so that a page seeks from the
 * previous page's last member (keyset paging); and the pool's active profiles by gender and birth
 * date (every country) and by country, gender and birth date, each with the pool's other columns,
 * so that a search's count reads the index alone.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create index users_search_order on users
    ((coalesce(last_seen_at, '-infinity'::timestamptz)) desc, (-id) desc)`.execute(db);
  await sql`create index profiles_search_gender_birth on profiles (gender, birth_date)
    include (country, site_id, region_id) where status = 'active'`.execute(db);
  await sql`create index profiles_search_country on profiles (country, gender, birth_date)
    include (site_id, region_id) where status = 'active'`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('profiles_search_country').execute();
  await db.schema.dropIndex('profiles_search_gender_birth').execute();
  await db.schema.dropIndex('users_search_order').execute();
}
