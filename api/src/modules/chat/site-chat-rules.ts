import type { Db } from '../../db/database';
import type { PriceRules } from './message-price';
import { readSiteChatRules } from './site-chat-rules.repository';

/**
 * What a chat needs from the member's site, read in one query: the prices and message length, the
 * catalogue's cheapest gift, and the member pool's sites and countries (ADR 0009).
 */
export type SiteChatRules = PriceRules & {
  message_length: number;
  cheapest_gift: number;
  company_site_ids: number[];
  countries: string[];
};

/**
 * How long a process keeps a site's rules: settings and the gift catalogue change rarely and by hand,
 * and a change reaches every process within this time (no restart needed). Every send and chat view
 * reads them, so this saves a query on each.
 */
export const SITE_RULES_TTL_MS = 10_000;

const cached = new WeakMap<Db, Map<number, { until: number; rules: Promise<SiteChatRules> }>>();

/** The chat rules of a site, read at most once per SITE_RULES_TTL_MS per process (and database). */
export function findSiteChatRules(db: Db, siteId: number, now = Date.now()): Promise<SiteChatRules> {
  let sites = cached.get(db);
  if (!sites) cached.set(db, (sites = new Map()));
  const hit = sites.get(siteId);
  if (hit && hit.until > now) return hit.rules;
  const rules: Promise<SiteChatRules> = readSiteChatRules(db, siteId);
  sites.set(siteId, { until: now + SITE_RULES_TTL_MS, rules });
  // A failed read is not kept: the next call reads again.
  rules.catch(() => {
    if (sites.get(siteId)?.rules === rules) sites.delete(siteId);
  });
  return rules;
}
