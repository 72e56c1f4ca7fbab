import type { FastifyRequest } from 'fastify';
import { isLanguage, LOCALE_COOKIE, type Language, type Settings } from '@app/shared/contract';
import type { Db } from '../../db/database';
import { AppError } from '../../http/app-error';
import { lookupCountry } from '../geo';
import { findDefaultSite, findSiteByDomain, findSiteById } from './site.repository';
import type { SiteRow } from './site.table';

/** A site as other modules use it (its settings row, spec section 3). */
export type { SiteRow } from './site.table';

/** The domain a host names: lower case, without port and `www.`. */
export function normaliseDomain(host: string): string {
  return host
    .trim()
    .toLowerCase()
    .replace(/:\d+$/, '')
    .replace(/^www\./, '');
}

/** The site a request is for: its domain, else the default site. */
export async function resolveSite(db: Db, host: string | undefined): Promise<SiteRow> {
  const site = (host && (await findSiteByDomain(db, normaliseDomain(host)))) || (await findDefaultSite(db));
  if (!site) throw new AppError('unavailable');
  return site;
}

/** The interface language of a request: the locale cookie, else the language of the request's site. */
export async function requestLanguage(db: Db, request: FastifyRequest): Promise<Language> {
  const cookie = request.cookies[LOCALE_COOKIE.name];
  if (isLanguage(cookie)) return cookie;
  const site = await resolveSite(db, request.headers.host);
  return site.domain_language;
}

/** A member's site (the site they signed up on). */
export async function siteById(db: Db, siteId: number): Promise<SiteRow> {
  const site = await findSiteById(db, siteId);
  if (!site) throw new Error(`site ${siteId} missing`);
  return site;
}

export interface SettingsContext {
  /** The interface language the texts are wanted in (the locale cookie). */
  language: string | undefined;
  /** A country the visitor chose (`?country=`), when the site serves it. */
  selectedCountry: string | undefined;
  /** The request's address: its country (GeoIP, when known) is `geoip_country`, else the site's. */
  address: string;
  /** The server's web push public key (VAPID, base64url), or null when push is off. */
  pushPublicKey: string | null;
}

/** The settings of spec section 3 for one site, in the visitor's language. */
export function toSettings(site: SiteRow, context: SettingsContext): Settings {
  const language: Language =
    isLanguage(context.language) && site.texts[context.language] ? context.language : site.domain_language;
  const texts = site.texts[language] ?? site.texts[site.domain_language]!;
  const selected = context.selectedCountry?.toUpperCase();
  return {
    countries: site.countries,
    name: site.name,
    domain: site.domain,
    domain_language: site.domain_language,
    index_title: texts.index_title,
    description: texts.description,
    visible_profile_fields: site.visible_profile_fields,
    visible_profile_notes: site.visible_profile_notes,
    geoip_country: lookupCountry(context.address) ?? site.country,
    geoip_selected_country: selected && site.countries.includes(selected) ? selected : null,
    cdn_prefix: site.cdn_prefix,
    message_credits: site.message_credits,
    photo_credits: site.photo_credits,
    gift_credits: site.gift_credits,
    signup_credits: site.signup_credits,
    message_length: site.message_length,
    minimum_message_costs: site.minimum_message_costs,
    support_email: site.support_email,
    support_phone: site.support_phone,
    enable_site_entry_popup: site.enable_site_entry_popup,
    push_public_key: context.pushPublicKey,
    search_fields: site.search_fields,
    fictional_warning: texts.fictional_warning,
    fictional_singular: texts.fictional_singular,
    fictional_plural: texts.fictional_plural,
    fictional_icon: site.fictional_icon,
    refund_days: site.refund_days,
    signups: site.signups,
    logged_out_search: site.logged_out_search,
    logged_out_search_trafficsource: site.logged_out_search_trafficsource,
    member_resell: site.member_resell,
    niche: site.niche,
    company_id: site.company_id,
    mail_name: site.mail_name,
  };
}
