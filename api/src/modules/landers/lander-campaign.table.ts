import type { Generated } from 'kysely';
import type { Language, LanderType } from '@app/shared/contract';

/** The types a campaign can vary: every lander type but the visitor home. */
export type CampaignType = Exclude<LanderType, 'home'>;

/** A campaign's own copy in one language; an absent field takes the type's translated default. */
export interface CampaignCopy {
  headline?: string;
  text?: string;
  cta?: string;
}

/** A campaign variant of a lander type, for every site of its company (migration 0015). */
export interface LanderCampaignsTable {
  id: Generated<number>;
  company_id: number;
  type: CampaignType;
  /** The `{slug}` of `/landers/{type}/{slug}` (LANDER_SLUG_PATTERN). */
  slug: string;
  /** The niche the campaign speaks to (1-7); null: the site's niche. */
  niche: number | null;
  /** Only members of this gender; null: the niche's rule alone. */
  member_gender: 'male' | 'female' | null;
  min_age: number | null;
  max_age: number | null;
  /** How many members the lander shows (1..LANDER_MEMBERS_MAX). */
  members_count: Generated<number>;
  copy: Partial<Record<Language, CampaignCopy>>;
  created_at: Generated<Date>;
}
