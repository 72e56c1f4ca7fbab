import type { Db } from '../db/database';

/**
 * One affiliate network with an example postback template, paused and pointing at the discard port of
 * this machine, so the demo site shows how networks look (/dev/affiliates) and never calls out.
 */
export async function seedDemoAffiliates(db: Db): Promise<void> {
  await db
    .insertInto('affiliate_networks')
    .values({
      name: 'demo-network',
      postback_url:
        'http://127.0.0.1:9/postback?click_id={ref}&conversion_id={conversion_id}&event={event}' +
        '&amount={amount}&currency={currency}&sub1={sub1}&sub2={sub2}&sub3={sub3}',
      paused_at: new Date('2026-01-01T00:00:00Z'),
    })
    .onConflict((conflict) => conflict.column('name').doNothing())
    .execute();
}
