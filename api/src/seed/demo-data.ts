import { LANGUAGES_BY_COUNTRY, type Language } from '@app/shared/contract';
import type { Db } from '../db/database';
import { jsonb } from '../db/jsonb';
import { siteTexts } from './site-texts';

const BRAND = 'Amorelle';

/** Country sites of the demo: domain, country, language, currency, message price in cents. */
const COUNTRY_SITES: Array<[string, string, Language, string, number]> = [
  ['amorelle.nl', 'NL', 'nl', 'EUR', 199],
  ['amorelle.be', 'BE', 'nl', 'EUR', 199],
  ['amorelle.de', 'DE', 'de', 'EUR', 199],
  ['amorelle.at', 'AT', 'de', 'EUR', 199],
  ['amorelle.co.uk', 'GB', 'en', 'GBP', 179],
  ['amorelle.ie', 'IE', 'en', 'EUR', 199],
  ['amorelle.us', 'US', 'en', 'USD', 219],
  ['amorelle.ca', 'CA', 'en', 'CAD', 279],
  ['amorelle.com.au', 'AU', 'en', 'AUD', 319],
  ['amorelle.co.nz', 'NZ', 'en', 'NZD', 339],
  ['amorelle.pl', 'PL', 'pl', 'PLN', 849],
  ['amorelle.dk', 'DK', 'da', 'DKK', 1495],
  ['amorelle.se', 'SE', 'sv', 'SEK', 2195],
  ['amorelle.no', 'NO', 'nb', 'NOK', 2195],
  ['amorelle.fi', 'FI', 'fi', 'EUR', 199],
  ['amorelle.fr', 'FR', 'fr', 'EUR', 199],
  ['amorelle.it', 'IT', 'it', 'EUR', 199],
  ['amorelle.es', 'ES', 'es', 'EUR', 199],
  ['amorelle.ch', 'CH', 'de', 'CHF', 219],
];

const ALL_COUNTRIES = Object.keys(LANGUAGES_BY_COUNTRY);
const MINIMUM_MESSAGE_COSTS = Object.fromEntries(
  COUNTRY_SITES.map(([, country, , currency, costs]) => [country, { costs, currency }]),
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
    message_credits: 1,
    photo_credits: 2,
    gift_credits: 5,
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

/** Demo data on first start; running it again changes nothing. */
export async function seedDemoData(db: Db): Promise<void> {
  let company = await db.selectFrom('company_info').select('id').orderBy('id').executeTakeFirst();
  company ??= await db
    .insertInto('company_info')
    .values({
      name: 'Amorelle Media B.V.',
      address: 'Keizersgracht 123',
      kvk: '87654321',
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
}
