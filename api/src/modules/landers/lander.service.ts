import {
  ageOn,
  LANDER_MEMBERS_DEFAULT,
  LANDER_MEMBERS_MAX,
  type LanderAnswer,
  type LanderMember,
  type LanderMemberAnswer,
  type LanderType,
  type Language,
} from '@app/shared/contract';
import type { Db } from '../../db/database';
import { lookupCountry } from '../geo';
import { mainImage } from '../media';
import { memberPoolOf, type MemberPool, type PoolViewer } from '../members';
import type { SiteRow } from '../settings';
import { findCampaign } from './lander-campaign.repository';
import { findLanderMember, findLanderMembers, type LanderMemberRow } from './lander-member.repository';
import { aboutLine, copyIn, landerCountry, memberFilter, NO_COPY, roundDegree } from './lander-rules';

/** Who asks for a lander, on which site. */
export interface LanderRequest {
  site: SiteRow;
  /** A logged-in member (left out of the members shown, with the members blocked either way), or null. */
  viewer: PoolViewer;
  /** The logged-in member's own country, if any. */
  viewerCountry: string | null;
  /** The request's address: its country (GeoIP, when known) comes after the member's own. */
  address: string;
  language: Language;
  now?: Date;
}

export function toLanderMember(row: LanderMemberRow, today = new Date()): LanderMember {
  return {
    id: row.id,
    name: row.name,
    age: ageOn(row.birth_date, today),
    gender: row.gender,
    country: row.country,
    city: row.city?.trim() || null,
    latitude: roundDegree(row.latitude),
    longitude: roundDegree(row.longitude),
    main_image: mainImage(row)!,
    line: aboutLine(row.about_me),
    fictional: row.fictional,
  };
}

async function landerWithPool(
  db: Db,
  request: LanderRequest,
  pool: MemberPool,
  type: LanderType,
  slug: string | undefined,
): Promise<LanderAnswer> {
  const { site, language } = request;
  const now = request.now ?? new Date();
  const campaign = type !== 'home' && slug ? await findCampaign(db, site.company_id, type, slug) : undefined;
  const niche = campaign?.niche ?? site.niche;
  const country = landerCountry(site, [request.viewerCountry, lookupCountry(request.address)]);
  const count = Math.min(LANDER_MEMBERS_MAX, Math.max(1, campaign?.members_count ?? LANDER_MEMBERS_DEFAULT));
  const rows = await findLanderMembers(db, pool, {
    country,
    filter: memberFilter(niche, campaign ?? null),
    limit: count,
    day: now.toISOString().slice(0, 10),
    today: now,
  });
  const members = rows.map((row) => toLanderMember(row, now));
  return {
    type,
    slug: campaign?.slug ?? null,
    niche,
    country,
    copy: campaign ? copyIn(campaign.copy, language) : NO_COPY,
    members,
    has_fictional: members.some((member) => member.fictional),
  };
}

/** GET /api/lander.php: the campaign of (type, slug) of the site's company, else the type's default. */
export async function landerAnswer(
  db: Db,
  request: LanderRequest,
  type: LanderType,
  slug: string | undefined,
): Promise<LanderAnswer> {
  const pool = await memberPoolOf(db, request.site, request.viewer);
  return landerWithPool(db, request, pool, type, slug);
}

/**
 * GET /api/lander-member.php: the member a member landing is about when the pool shows them with a
 * photo (else null: the page falls back on the general lander), and the gallery lander's answer.
 */
export async function landerMemberAnswer(
  db: Db,
  request: LanderRequest,
  query: { id: number; slug: string | undefined },
): Promise<LanderMemberAnswer> {
  const pool = await memberPoolOf(db, request.site, request.viewer);
  const [row, lander] = await Promise.all([
    findLanderMember(db, pool, query.id),
    landerWithPool(db, request, pool, 'gallery', query.slug),
  ]);
  return { member: row ? toLanderMember(row, request.now) : null, lander };
}
