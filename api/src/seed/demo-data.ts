import { LANGUAGES_BY_COUNTRY, TIME_BONUS, WELCOME_DISCOUNT, type Language } from '@app/shared/contract';
import { silentProgress, type Progress } from '../cli/progress';
import type { Db } from '../db/database';
import { jsonb } from '../db/jsonb';
import { MIGRATION_NAMES } from '../db/migrate';
import { ADMIN1_REGIONS } from '../modules/geo/admin1';
import { GIFTS } from '../modules/reference/gifts.data';
import { INTERESTS } from '../modules/reference/interests.data';
import { dutchCreditorIdentifier } from '../modules/direct-debit/creditor-identifier';
import { seedBulkMembers } from './bulk-members';
import { seedDemoAffiliates } from './demo-affiliates';
import { DEMO_CAMPAIGNS, seedDemoLanderCampaigns } from './demo-lander-campaigns';
import { perCreditPrice, seedCommerce } from './demo-commerce';
import { seedDemoMembers } from './demo-members';
import { seedReferenceData } from './demo-reference';
import { COUNTRY_SITES } from './demo-sites';
import { readSeedMark, seedFingerprint, writeSeedMark } from './seed-mark';
import { siteTexts } from './site-texts';

const BRAND = 'Amorelle';
/** The demo company's number in the Dutch trade register (KvK): its SEPA creditor identifier follows from it. */
const DEMO_KVK = '87654321';

const ALL_COUNTRIES = Object.keys(LANGUAGES_BY_COUNTRY);
const MESSAGE_CREDITS = 1;
/**
 * ADR 0014: the least a text costs in each country, in minor units of its currency: message_credits at
 * the per-credit price of the largest package (EUR 79.99 for 250 credits: 32 cents).
 */
const MINIMUM_MESSAGE_COSTS = Object.fromEntries(
  COUNTRY_SITES.map(([, country, , currency]) => [
    country,
    { costs: Math.round(MESSAGE_CREDITS * perCreditPrice(currency)), currency },
  ]),
);

function site(domain: string, country: string, language: Language, companyId: number, isDefault: boolean) {
  return {
    domain,
    company_id: companyId,
    name: BRAND,
    country,
    countries: isDefault ? ALL_COUNTRIES : [country],
    domain_language: language,
    niche: 1,
    texts: siteTexts(BRAND),
    visible_profile_fields: ['hair_colour', 'eye_colour', 'body_type', 'relationship_status', 'tattoos'],
    visible_profile_notes: ['about_me'],
    search_fields: ['gender', 'country', 'countryregion', 'min_age', 'max_age'],
    cdn_prefix: '/media/',
    message_credits: MESSAGE_CREDITS,
    photo_credits: 2,
    // The floor under the catalogue's prices (the cheapest gift costs 3): each gift costs what it says.
    gift_credits: 3,
    signup_credits: 0,
    message_length: 1000,
    minimum_message_costs: MINIMUM_MESSAGE_COSTS,
    support_email: `support@${domain === 'localhost' ? 'amorelle.example' : domain}`,
    support_phone: '+31 20-123 45 67',
    enable_site_entry_popup: 'yes' as const,
    fictional_icon: '✦',
    refund_days: 14,
    signups: 'all' as const,
    logged_out_search: true,
    logged_out_search_trafficsource: true,
    member_resell: false,
    mail_name: BRAND,
    is_default: isDefault,
  };
}

/** Companies stored before migration 0017 have no SEPA creditor identifier: their KvK number gives it. */
async function addCreditorIdentifiers(db: Db): Promise<void> {
  const missing = await db
    .selectFrom('company_info')
    .select(['id', 'kvk'])
    .where('sepa_creditor_id', '=', '')
    .execute();
  for (const company of missing.filter((row) => /^\d{8}$/.test(row.kvk))) {
    await db
      .updateTable('company_info')
      .set({ sepa_creditor_id: dutchCreditorIdentifier(company.kvk) })
      .where('id', '=', company.id)
      .execute();
  }
}

/** The company and the sites (the international demo site and one per country); gives the company's id. */
async function seedSites(db: Db): Promise<{ companyId: number; sites: number }> {
  let company = await db.selectFrom('company_info').select('id').orderBy('id').executeTakeFirst();
  company ??= await db
    .insertInto('company_info')
    .values({
      name: 'Amorelle Media B.V.',
      address: 'Keizersgracht 123',
      kvk: DEMO_KVK,
      sepa_creditor_id: dutchCreditorIdentifier(DEMO_KVK),
      city: 'Amsterdam',
      country: 'Netherlands',
      tradenames: jsonb([BRAND]),
      vat_numbers: jsonb(['NL864512379B01']),
      support_phone: '+31 20-123 45 67',
      delete_discount: 50,
      added: new Date('2024-03-01T09:00:00Z'),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await addCreditorIdentifiers(db);
  const sites = [
    // localhost: the international demo site, offering every country and language.
    site('localhost', 'CH', 'en', company.id, true),
    ...COUNTRY_SITES.map(([domain, country, language]) => site(domain, country, language, company.id, false)),
  ];
  await db
    .insertInto('sites')
    .values(
      sites.map((row) => ({
        ...row,
        texts: jsonb(row.texts),
        countries: jsonb(row.countries),
        visible_profile_fields: jsonb(row.visible_profile_fields),
        visible_profile_notes: jsonb(row.visible_profile_notes),
        search_fields: jsonb(row.search_fields),
        minimum_message_costs: jsonb(row.minimum_message_costs),
      })),
    )
    .onConflict((conflict) => conflict.column('domain').doNothing())
    .execute();
  return { companyId: company.id, sites: sites.length };
}

/**
 * Demo data on first start: sites, company, regions, interests, gifts, packages, discount and
 * invitation codes, and a few hundred members. Running it again changes nothing; a database seeded
 * from the same code, data and migrations (its fingerprint, seed-mark.ts) costs one query, as on every
 * restart of `pnpm start`. The members' images come from seedDemoMedia.
 * `bulkMembers` (the SEED_MEMBERS setting, e.g. 100000) adds that many members without photos for a big
 * site (seedBulkMembers). `progress` gets one line per step with its counts (`pnpm start`).
 */
export async function seedDemoData(
  db: Db,
  options: { bulkMembers?: number; progress?: Progress } = {},
): Promise<{ seeded: boolean }> {
  const progress = options.progress ?? silentProgress;
  const fingerprint = await seedFingerprint({
    migrations: MIGRATION_NAMES,
    regions: ADMIN1_REGIONS,
    interests: INTERESTS,
    gifts: GIFTS,
    contract: { LANGUAGES_BY_COUNTRY, TIME_BONUS, WELCOME_DISCOUNT },
    bulkMembers: options.bulkMembers ?? 0,
  });
  if ((await readSeedMark(db)) === fingerprint) {
    progress.note('seed: demo data up to date');
    return { seeded: false };
  }
  const { companyId } = await progress.step('seed: company and sites', () => seedSites(db), {
    summary: ({ sites }) => `${sites} sites`,
  });
  const defaultSite = await db
    .selectFrom('sites')
    .select('id')
    .where('is_default', '=', true)
    .executeTakeFirstOrThrow();
  await progress.step('seed: reference data', () => seedReferenceData(db), {
    summary: (counts) => `${counts.regions} regions, ${counts.interests} interests, ${counts.gifts} gifts`,
  });
  await progress.step('seed: packages and codes', () => seedCommerce(db, defaultSite.id), {
    summary: (counts) =>
      `${counts.packages} packages, ${counts.discountCodes} discount codes, ${counts.invitationCodes} invitation codes`,
  });
  await progress.step('seed: demo members', () => seedDemoMembers(db), {
    summary: ({ members, added }) => `${members} members (${added} new)`,
  });
  await progress.step(
    'seed: affiliate network and lander campaigns',
    async () => {
      await seedDemoAffiliates(db);
      await seedDemoLanderCampaigns(db, companyId);
      return DEMO_CAMPAIGNS.length;
    },
    { summary: (campaigns) => `1 network, ${campaigns} campaigns` },
  );
  const bulk = options.bulkMembers;
  if (bulk) {
    await progress.step('seed: bulk members', () => seedBulkMembers(db, bulk, progress), {
      summary: (added) => `${bulk} members (${added} new)`,
    });
  }
  await writeSeedMark(db, fingerprint);
  return { seeded: true };
}
