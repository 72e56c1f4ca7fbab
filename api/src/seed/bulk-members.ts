import { sql } from 'kysely';
import type { Progress } from '../cli/progress';
import type { Db } from '../db/database';
import { COUNTRY_SITES } from './demo-sites';

/** The mail domain of bulk members: `bulk-<n>@` it. They have no password, so nobody logs in as them. */
export const BULK_EMAIL_DOMAIN = 'bulk.members.invalid';
const BATCH = 20_000;
const FEMALE_NAMES = ['Anna', 'Emma', 'Julia', 'Sofia', 'Lena', 'Mia', 'Sara', 'Laura', 'Nina', 'Eva'];
const MALE_NAMES = ['Lucas', 'Noah', 'David', 'Max', 'Jonas', 'Leon', 'Paul', 'Tom', 'Felix', 'Erik'];

/**
 * Up to `total` confirmed members for load tests (a big site), spread over the demo's country sites,
 * generated in the database with generate_series in batches: mixed genders, sexualities, ages 18–80,
 * regions of their country, last seen over the past month (a tenth never), a few hidden or disabled
 * profiles, no photos. A second run adds only what is missing; gives how many it added, and notes
 * each batch on `progress`.
 */
export async function seedBulkMembers(db: Db, total: number, progress?: Progress): Promise<number> {
  const { count } = await db
    .selectFrom('users')
    .where('email_normalized', 'like', `%@${BULK_EMAIL_DOMAIN}`)
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .executeTakeFirstOrThrow();
  const existing = Number(count);
  if (existing >= total) return 0;
  const sites = await db
    .selectFrom('sites')
    .select(['id', 'domain', 'country', 'domain_language'])
    .where(
      'domain',
      'in',
      COUNTRY_SITES.map(([domain]) => domain),
    )
    .orderBy('id')
    .execute();
  const siteIds = sql.val(sites.map((site) => site.id));
  const countries = sql.val(sites.map((site) => site.country));
  const languages = sql.val(sites.map((site) => site.domain_language));
  const siteCount = sites.length;
  for (let from = existing + 1; from <= total; from += BATCH) {
    const to = Math.min(total, from + BATCH - 1);
    await sql`
      with numbers as (
        select g, (1 + g % ${siteCount})::int as site from generate_series(${from}::bigint, ${to}::bigint) as g
      ), new_users as (
        insert into users (site_id, email, email_normalized, status, language, signup_date, last_seen_at)
        select (${siteIds}::int[])[site], 'bulk-' || g || '@' || ${BULK_EMAIL_DOMAIN},
          'bulk-' || g || '@' || ${BULK_EMAIL_DOMAIN}, 'confirmed', (${languages}::text[])[site],
          now() - ((g * 7919) % 400) * interval '1 day',
          case when g % 10 = 0 then null else now() - ((g * 104729) % 43200) * interval '1 minute' end
        from numbers
        returning id, site_id, email
      )
      insert into profiles (user_id, site_id, name, birth_date, gender, sexuality, country, status)
      select u.id, u.site_id,
        case when n.g % 2 = 0 then (${sql.val(FEMALE_NAMES)}::text[])[(1 + (n.g / 2) % 10)::int]
          else (${sql.val(MALE_NAMES)}::text[])[(1 + (n.g / 2) % 10)::int] end,
        current_date - (18 * 365 + (n.g * 7907) % (62 * 365)) * interval '1 day',
        case when n.g % 2 = 0 then 'female' else 'male' end,
        case when n.g % 10 = 3 then 'bi' when n.g % 20 = 7 then (case when n.g % 2 = 0 then 'lesbian' else 'gay' end)
          else 'hetero' end,
        (${countries}::text[])[n.site],
        case when n.g % 50 = 1 then 'hidden' when n.g % 50 = 2 then 'disabled' else 'active' end
      from new_users u join numbers n on u.email = 'bulk-' || n.g || '@' || ${BULK_EMAIL_DOMAIN}
    `.execute(db);
    progress?.note(`seed: bulk members ${to} of ${total}`);
  }
  await sql`
    update profiles set region_id = r.ids[1 + profiles.id % array_length(r.ids, 1)]
    from (select country, array_agg(id order by id) as ids from regions group by country) r
    where r.country = profiles.country and profiles.region_id is null
      and profiles.user_id in (select id from users where email_normalized like ${`%@${BULK_EMAIL_DOMAIN}`})
  `.execute(db);
  // Fresh statistics and visibility maps, so the search's counts read the index alone.
  await sql`vacuum analyze profiles`.execute(db);
  await sql`vacuum analyze users`.execute(db);
  return total - existing;
}
