import { LANGUAGES, type Language } from '@app/shared/contract';
import type { Db } from '../db/database';
import { jsonb } from '../db/jsonb';
import { insertCampaigns } from '../modules/landers/lander-campaign.repository';
import type { CampaignCopy, CampaignType } from '../modules/landers/lander-campaign.table';
import { GALLERY_CURVY, GALLERY_SUMMER, MAP_NEARBY, type DemoCopy } from './demo-lander-copy-a.data';
import { ALONE_WEEKEND, COLLAGE_CITY_NIGHTS, VIDEO_TONIGHT } from './demo-lander-copy-b.data';
import { ICONS_SAFE_DATING, SOCIAL_NEW_FRIENDS, TRANSITIONS_SPRING } from './demo-lander-copy-c.data';

export interface DemoCampaign {
  type: CampaignType;
  slug: string;
  niche: number | null;
  members_count: number;
  copy: DemoCopy;
}

/** At least one campaign per campaign lander type; the curvy gallery speaks to the plus-size niche (3). */
export const DEMO_CAMPAIGNS: DemoCampaign[] = [
  { type: 'gallery', slug: 'summer', niche: null, members_count: 12, copy: GALLERY_SUMMER },
  { type: 'gallery', slug: 'curvy', niche: 3, members_count: 12, copy: GALLERY_CURVY },
  { type: 'maplanding', slug: 'nearby', niche: null, members_count: 24, copy: MAP_NEARBY },
  { type: 'video', slug: 'tonight', niche: null, members_count: 8, copy: VIDEO_TONIGHT },
  { type: 'alonetonight', slug: 'weekend', niche: null, members_count: 12, copy: ALONE_WEEKEND },
  { type: 'collagelanding', slug: 'city-nights', niche: null, members_count: 9, copy: COLLAGE_CITY_NIGHTS },
  { type: 'iconslanding', slug: 'safe-dating', niche: null, members_count: 6, copy: ICONS_SAFE_DATING },
  { type: 'socialnetwork', slug: 'new-friends', niche: null, members_count: 9, copy: SOCIAL_NEW_FRIENDS },
  { type: 'transitionsvideolanding', slug: 'spring', niche: null, members_count: 8, copy: TRANSITIONS_SPRING },
];

/** A demo copy as the `copy` column stores it: `{ "<language>": {headline, text, cta} }`. */
export function storedCopy(copy: DemoCopy): Partial<Record<Language, CampaignCopy>> {
  return Object.fromEntries(LANGUAGES.map((language) => [language, toCopy(copy[language])]));
}

const toCopy = ([headline, text, cta]: DemoCopy[Language]): CampaignCopy => ({ headline, text, cta });

/** The demo campaigns of the company, in one statement; a campaign that exists is left as it is. */
export async function seedDemoLanderCampaigns(db: Db, companyId: number): Promise<void> {
  await insertCampaigns(
    db,
    DEMO_CAMPAIGNS.map((campaign) => ({
      company_id: companyId,
      type: campaign.type,
      slug: campaign.slug,
      niche: campaign.niche,
      member_gender: null,
      min_age: null,
      max_age: null,
      members_count: campaign.members_count,
      copy: jsonb(storedCopy(campaign.copy)),
    })),
  );
}
