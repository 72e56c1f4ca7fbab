import { sql, type Kysely } from 'kysely';

/**
 * The member pool's version (ADR 0040): a sequence that moves whenever a profile enters or leaves a
 * search's results or changes what a search filters by (inserted, deleted, truncated; its site,
 * country, status, gender, birth date or region changed). A search reads it with its pool before its
 * results, and keeps its answer under it, so a kept answer is never served after such a change.
 *
 * The triggers run when the change commits (deferred), so the version moves as close to the change
 * becoming visible as the database allows; a sequence takes no lock, so writers never wait on it.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create sequence search_pool_version`.execute(db);
  // Called once, so that every later call changes last_value (a fresh sequence reads 1 before and after its first call).
  await sql`select nextval('search_pool_version')`.execute(db);
  await sql`create function search_pool_changed() returns trigger language plpgsql as $$
    begin
      perform nextval('search_pool_version');
      return null;
    end $$`.execute(db);
  await sql`create constraint trigger profiles_pool_entered_or_left after insert or delete on profiles
    deferrable initially deferred for each row execute function search_pool_changed()`.execute(db);
  await sql`create constraint trigger profiles_pool_changed after update on profiles
    deferrable initially deferred for each row
    when (old.site_id is distinct from new.site_id or old.country is distinct from new.country
      or old.status is distinct from new.status or old.gender is distinct from new.gender
      or old.birth_date is distinct from new.birth_date or old.region_id is distinct from new.region_id)
    execute function search_pool_changed()`.execute(db);
  await sql`create trigger profiles_pool_emptied after truncate on profiles
    for each statement execute function search_pool_changed()`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop trigger profiles_pool_emptied on profiles`.execute(db);
  await sql`drop trigger profiles_pool_changed on profiles`.execute(db);
  await sql`drop trigger profiles_pool_entered_or_left on profiles`.execute(db);
  await sql`drop function search_pool_changed()`.execute(db);
  await sql`drop sequence search_pool_version`.execute(db);
}
