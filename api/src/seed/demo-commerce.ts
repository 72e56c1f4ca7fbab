import { TIME_BONUS, WELCOME_DISCOUNT } from '@app/shared/contract';
import type { Db } from '../db/database';
import { COUNTRY_SITES } from './demo-sites';

/** Credits of the tiers p0-p3 and their prices in minor units, per currency. */
const CREDITS = [10, 50, 100, 250] as const;
const PRICES: Record<string, readonly [number, number, number, number]> = {
  EUR: [499, 1999, 3499, 7999],
  CHF: [499, 1999, 3499, 7999],
  GBP: [449, 1799, 2999, 6999],
  USD: [549, 2199, 3799, 8999],
  CAD: [749, 2899, 4999, 11999],
  AUD: [799, 3199, 5499, 12999],
  NZD: [899, 3499, 5999, 13999],
  PLN: [2199, 8499, 14999, 34999],
  DKK: [3700, 14900, 25900, 59900],
  SEK: [5500, 21900, 37900, 89900],
  NOK: [5500, 21900, 37900, 89900],
};
const TIERS = ['p0', 'p1', 'p2', 'p3'] as const;

/** What one credit costs in the largest package of a currency, in minor units (ADR 0014). */
export function perCreditPrice(currency: string): number {
  const prices = PRICES[currency];
  if (!prices) throw new Error(`no demo packages in ${currency}`);
  return prices[3] / CREDITS[3];
}

export const DEMO_INVITATION_CODES = ['AMORELLE-VIP', 'AMORELLE-FRIENDS'] as const;

/** Packages p0-p3 for every site country in its currency, the discount codes, two invitation codes. */
export async function seedCommerce(
  db: Db,
  defaultSiteId: number,
): Promise<{ packages: number; discountCodes: number; invitationCodes: number }> {
  await db
    .insertInto('packages')
    .values(
      COUNTRY_SITES.flatMap(([, country, , currency]) =>
        TIERS.map((code, tier) => ({
          country,
          code,
          credits: CREDITS[tier]!,
          price: PRICES[currency]![tier]!,
          currency,
        })),
      ),
    )
    .onConflict((conflict) => conflict.columns(['country', 'code']).doNothing())
    .execute();

  // Codes are not unique in the table (a code may exist per user), so insert only those missing.
  const codes = [
    { code: TIME_BONUS.code, value_percentage: TIME_BONUS.percentage, audience: 'time_bonus' as const },
    { code: WELCOME_DISCOUNT.code, value_percentage: WELCOME_DISCOUNT.percentage, audience: 'welcome' as const },
  ];
  const existing = new Set(
    (
      await db
        .selectFrom('discount_codes')
        .select('code')
        .where(
          'code',
          'in',
          codes.map((row) => row.code),
        )
        .where('user_id', 'is', null)
        .execute()
    ).map((row) => row.code),
  );
  const missing = codes.filter((row) => !existing.has(row.code));
  if (missing.length) {
    await db
      .insertInto('discount_codes')
      .values(
        missing.map((row) => ({
          ...row,
          country: null,
          user_id: null,
          expires: null,
          currency: null,
          status: TIME_BONUS.status,
          validity: TIME_BONUS.validity,
        })),
      )
      .execute();
  }
  // Data made before codes had an audience: the welcome and time-bonus codes get theirs.
  for (const row of codes) {
    await db
      .updateTable('discount_codes')
      .set({ audience: row.audience })
      .where('code', '=', row.code)
      .where('user_id', 'is', null)
      .where('audience', 'is', null)
      .execute();
  }

  await db
    .insertInto('invitation_codes')
    .values(DEMO_INVITATION_CODES.map((code, index) => ({ site_id: defaultSiteId, code, max_uses: 50 * (index + 1) })))
    .onConflict((conflict) => conflict.column('code').doNothing())
    .execute();
  return {
    packages: COUNTRY_SITES.length * TIERS.length,
    discountCodes: codes.length,
    invitationCodes: DEMO_INVITATION_CODES.length,
  };
}
