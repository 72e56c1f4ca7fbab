import { NICHES, type LanderCopy, type Language } from '@app/shared/contract';
import { LANDER_COPY_LENGTH } from '@app/shared/contract';
import type { CampaignCopy } from './lander-campaign.table';

/** The most characters of a member's about-me a lander shows. */
export const LINE_LENGTH = 140;

/**
 * The start of an about-me as one line: whitespace collapsed, at most LINE_LENGTH characters, cut at
 * a word boundary with an ellipsis when it goes on; null when empty.
 */
export function aboutLine(aboutMe: string | null | undefined): string | null {
  const text = (aboutMe ?? '').replace(/\s+/g, ' ').trim();
  if (!text) return null;
  const chars = Array.from(text);
  if (chars.length <= LINE_LENGTH) return text;
  const head = chars.slice(0, LINE_LENGTH - 1).join('');
  // The next character starts a word: the whole head is words. Else cut before the broken word.
  const nextIsSpace = chars[LINE_LENGTH - 1] === ' ';
  const lastSpace = head.lastIndexOf(' ');
  const cut = nextIsSpace ? head : lastSpace > 0 ? head.slice(0, lastSpace) : head;
  return `${cut.replace(/[\s,;:.!?–—-]+$/u, '')}…`;
}

/** A coordinate rounded to 0.1 degree (about 10 km): enough for a map, never a home; null stays null. */
export function roundDegree(value: number | null | undefined): number | null {
  if (value === null || value === undefined || !Number.isFinite(value)) return null;
  const rounded = Math.round(value * 10) / 10;
  return rounded === 0 ? 0 : rounded;
}

/**
 * The country whose members a lander shows: the member's own country or the request's GeoIP country
 * when the site serves it, else the site's own country when it serves that, else its first country.
 */
export function landerCountry(
  site: { country: string; countries: string[] },
  candidates: Array<string | null | undefined>,
): string {
  for (const candidate of candidates) {
    const country = candidate?.toUpperCase();
    if (country && site.countries.includes(country)) return country;
  }
  return site.countries.includes(site.country) ? site.country : (site.countries[0] ?? site.country);
}

/** Which members a lander shows within the pool: the niche's rule and the campaign's narrowing. */
export interface MemberFilter {
  /** null: any gender. 'none': the niche and the campaign want different genders, nobody fits. */
  gender: 'male' | 'female' | 'none' | null;
  minAge: number | null;
  maxAge: number | null;
  bodyTypes: string[] | null;
  sexualities: string[] | null;
}

interface NicheRule {
  minAge?: number;
  maxAge?: number;
  bodyTypes?: readonly string[];
  gender?: 'male' | 'female';
  sexualities?: readonly string[];
}

const higher = (a: number | null | undefined, b: number | null | undefined) =>
  a == null ? (b ?? null) : b == null ? a : Math.max(a, b);
const lower = (a: number | null | undefined, b: number | null | undefined) =>
  a == null ? (b ?? null) : b == null ? a : Math.min(a, b);

/** The niche's rule (NICHES; general for an unknown niche) narrowed by the campaign's gender and ages. */
export function memberFilter(
  niche: number,
  campaign: { member_gender: 'male' | 'female' | null; min_age: number | null; max_age: number | null } | null,
): MemberFilter {
  const rule: NicheRule = (NICHES as Record<number, NicheRule>)[niche] ?? {};
  const wanted = campaign?.member_gender ?? null;
  const gender = rule.gender && wanted && rule.gender !== wanted ? 'none' : (rule.gender ?? wanted);
  return {
    gender,
    minAge: higher(rule.minAge, campaign?.min_age),
    maxAge: lower(rule.maxAge, campaign?.max_age),
    bodyTypes: rule.bodyTypes ? [...rule.bodyTypes] : null,
    sexualities: rule.sexualities ? [...rule.sexualities] : null,
  };
}

/** The day (YYYY-MM-DD, UTC) `years` years before `today`. */
export function yearsBefore(today: Date, years: number): string {
  const day = new Date(Date.UTC(today.getUTCFullYear() - years, today.getUTCMonth(), today.getUTCDate()));
  return day.toISOString().slice(0, 10);
}

/** A campaign's copy in one language; a missing or blank field is null, a long one cut to its length. */
export function copyIn(
  copy: Partial<Record<Language, CampaignCopy>> | null | undefined,
  language: Language,
): LanderCopy {
  const own = copy?.[language] ?? {};
  const field = (value: unknown, max: number) =>
    typeof value === 'string' && value.trim() ? Array.from(value.trim()).slice(0, max).join('') : null;
  return {
    headline: field(own.headline, LANDER_COPY_LENGTH.headline),
    text: field(own.text, LANDER_COPY_LENGTH.text),
    cta: field(own.cta, LANDER_COPY_LENGTH.cta),
  };
}

/** The copy of a lander without a campaign: every field takes the type's translated default. */
export const NO_COPY: LanderCopy = { headline: null, text: null, cta: null };
