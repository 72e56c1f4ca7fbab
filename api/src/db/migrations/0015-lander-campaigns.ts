import { sql, type Kysely } from 'kysely';

/**
 * Lander campaigns (issue 15): a company's campaign variants of a lander type, picked by the slug of
 * `/landers/{type}/{slug}` on any of its sites: the niche and members shown, and the copy per language.
 * A lander ranks every active profile of one country that fits its niche (a hash of the id and the
 * day): `profiles_lander` holds all that the ranking reads, so it is an index-only scan, never the table.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  // Literal lists: a migration stays as it was written, whatever the constants become.
  const types = sql`('tinderswipe', 'alonetonight', 'collagelanding', 'gallery', 'iconslanding', 'maplanding', 'socialnetwork', 'transitionsvideolanding', 'video')`;
  await db.schema
    .createTable('lander_campaigns')
    .addColumn('id', 'serial', (col) => col.primaryKey())
    .addColumn('company_id', 'integer', (col) => col.notNull().references('company_info.id').onDelete('cascade'))
    .addColumn('type', 'text', (col) => col.notNull().check(sql`type in ${types}`))
    .addColumn('slug', 'text', (col) => col.notNull().check(sql`slug ~ '^[a-z0-9][a-z0-9-]{0,63}$'`))
    .addColumn('niche', 'integer', (col) => col.check(sql`niche between 1 and 7`))
    .addColumn('member_gender', 'text', (col) => col.check(sql`member_gender in ('male', 'female')`))
    .addColumn('min_age', 'integer', (col) => col.check(sql`min_age between 18 and 99`))
    .addColumn('max_age', 'integer', (col) => col.check(sql`max_age between 18 and 99`))
    .addColumn('members_count', 'integer', (col) =>
      col
        .notNull()
        .defaultTo(12)
        .check(sql`members_count between 1 and 24`),
    )
    .addColumn('copy', 'jsonb', (col) =>
      col
        .notNull()
        .defaultTo(sql`'{}'::jsonb`)
        .check(sql`jsonb_typeof(copy) = 'object'`),
    )
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addUniqueConstraint('lander_campaigns_slug', ['company_id', 'type', 'slug'])
    .addCheckConstraint('lander_campaigns_ages', sql`min_age is null or max_age is null or min_age <= max_age`)
    .execute();
  await sql`create index profiles_lander on profiles (country, gender, birth_date)
    include (id, site_id, user_id, body_type, sexuality) where status = 'active'`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('profiles_lander').execute();
  await db.schema.dropTable('lander_campaigns').execute();
}
