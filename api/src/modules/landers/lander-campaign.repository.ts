import type { Insertable } from 'kysely';
import type { Db } from '../../db/database';
import type { CampaignType, LanderCampaignsTable } from './lander-campaign.table';

/** The company's campaign of a lander type by its slug (unique index lander_campaigns_slug). */
export function findCampaign(db: Db, companyId: number, type: CampaignType, slug: string) {
  return db
    .selectFrom('lander_campaigns')
    .selectAll()
    .where('company_id', '=', companyId)
    .where('type', '=', type)
    .where('slug', '=', slug)
    .executeTakeFirst();
}

/** Adds campaigns; one that exists already (company, type, slug) is left as it is. */
export async function insertCampaigns(db: Db, campaigns: Insertable<LanderCampaignsTable>[]): Promise<void> {
  if (campaigns.length === 0) return;
  await db
    .insertInto('lander_campaigns')
    .values(campaigns)
    .onConflict((conflict) => conflict.columns(['company_id', 'type', 'slug']).doNothing())
    .execute();
}
