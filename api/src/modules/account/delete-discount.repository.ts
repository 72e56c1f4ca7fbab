import type { Db } from '../../db/database';

/** The delete discount (percent) of the company behind the member's site, and the member's country. */
export function findDeleteDiscountOffer(db: Db, userId: number) {
  return db
    .selectFrom('users')
    .innerJoin('sites', 'sites.id', 'users.site_id')
    .innerJoin('company_info', 'company_info.id', 'sites.company_id')
    .innerJoin('profiles', 'profiles.user_id', 'users.id')
    .select(['company_info.delete_discount', 'profiles.country'])
    .where('users.id', '=', userId)
    .executeTakeFirst();
}

/** Locks the member's row until the transaction ends: one code is issued at a time. */
export function lockUser(db: Db, userId: number) {
  return db.selectFrom('users').select('id').where('id', '=', userId).forUpdate().executeTakeFirst();
}

/** The member's own code with this prefix that is active, unexpired and unused, newest first. */
export function findUsableOwnCode(db: Db, userId: number, prefix: string, now: Date) {
  return db
    .selectFrom('discount_codes')
    .select(['code', 'value_percentage', 'expires'])
    .where('user_id', '=', userId)
    .where('code', 'like', `${prefix}%`)
    .where('status', '=', 'active')
    .where('expires', '>', now)
    .where((eb) =>
      eb.not(
        eb.exists(
          eb
            .selectFrom('discount_code_uses')
            .select('discount_code_id')
            .whereRef('discount_code_uses.discount_code_id', '=', 'discount_codes.id'),
        ),
      ),
    )
    .orderBy('id', 'desc')
    .executeTakeFirst();
}

export async function codeExists(db: Db, code: string): Promise<boolean> {
  return Boolean(await db.selectFrom('discount_codes').select('id').where('code', '=', code).executeTakeFirst());
}

export function insertPersonalCode(
  db: Db,
  code: { code: string; userId: number; country: string; percentage: number; expires: Date },
) {
  return db
    .insertInto('discount_codes')
    .values({
      code: code.code,
      country: code.country,
      user_id: code.userId,
      expires: code.expires,
      value_percentage: code.percentage,
      currency: null,
      status: 'active',
      validity: 'once-per-user',
    })
    .execute();
}
