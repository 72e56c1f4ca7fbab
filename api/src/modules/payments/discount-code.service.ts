import { TIME_BONUS, WELCOME_DISCOUNT, type DiscountCode } from '@app/shared/contract';
import type { Db } from '../../db/database';
import { AppError } from '../../http/app-error';
import type { CurrentUser } from '../auth';
import { timeBonusFor } from '../users';
import { findCodeByAudience, findCodeForMember, hasCompletedOrder, isCodeUsed } from './discount-code.repository';
import type { DiscountCodeRow } from './payment.table';
import type { AppliedDiscount } from './pricing';

const HOUR_MS = 3_600_000;

/**
 * When an audience code ends for this member: the welcome discount some hours after sign-up, the
 * time bonus with the member's time bonus; null when the member is not in the audience at all (a
 * paying member).
 */
function audienceDeadline(row: DiscountCodeRow, user: CurrentUser, now: Date): Date | null | 'not_in_audience' {
  if (row.audience === null) return null;
  if (user.paid_user) return 'not_in_audience';
  if (row.audience === 'welcome') {
    return new Date(new Date(user.signup_date).getTime() + WELCOME_DISCOUNT.validHours * HOUR_MS);
  }
  const bonus = timeBonusFor(user, now);
  return bonus
    ? new Date(bonus.expires_at)
    : new Date(new Date(user.signup_date).getTime() + TIME_BONUS.windowSeconds * 1000);
}

/** The earlier of the code's own end and the member's deadline. */
function endOf(row: DiscountCodeRow, deadline: Date | null): Date | null {
  if (!row.expires) return deadline;
  if (!deadline) return row.expires;
  return row.expires < deadline ? row.expires : deadline;
}

function toDto(row: DiscountCodeRow, expires: Date | null, now: Date): DiscountCode {
  return {
    code: row.code,
    country: row.country,
    user_id: row.user_id,
    expires: expires?.toISOString() ?? null,
    value_percentage: row.value_percentage,
    percentage: row.value_percentage,
    currency: row.currency,
    minimum_order_value: row.minimum_order_value,
    status: row.status,
    validity: row.validity,
    expired: expires !== null && expires <= now,
    paymentmethods: row.paymentmethods,
  };
}

export interface UsableCode {
  row: DiscountCodeRow;
  dto: DiscountCode;
}

/**
 * A code as this member may use it now: found (their own or everyone's), active, unexpired, not used
 * up; else the error the page translates. The use is recorded only when an order completes.
 */
async function usableCode(db: Db, row: DiscountCodeRow | undefined, user: CurrentUser, now: Date): Promise<UsableCode> {
  if (!row || row.status === 'inactive') throw new AppError('discount_code_not_found');
  if (row.status === 'used') throw new AppError('discount_code_used');
  const deadline = audienceDeadline(row, user, now);
  if (deadline === 'not_in_audience') {
    throw new AppError(row.audience === 'welcome' ? 'discount_code_used' : 'discount_code_not_applicable');
  }
  const expires = endOf(row, deadline);
  if (expires && expires <= now) throw new AppError('discount_code_expired');
  if (row.validity === 'once' && (await isCodeUsed(db, row.id, null))) throw new AppError('discount_code_used');
  if (row.validity === 'once-per-user' && (await isCodeUsed(db, row.id, user.id))) {
    throw new AppError('discount_code_used');
  }
  if (row.audience === 'welcome' && (await hasCompletedOrder(db, user.id))) throw new AppError('discount_code_used');
  return { row, dto: toDto(row, expires, now) };
}

/** GET /api/discountcode.php?code=X */
export async function findUsableCode(db: Db, user: CurrentUser, code: string, now = new Date()): Promise<UsableCode> {
  return usableCode(db, await findCodeForMember(db, code, user.id), user, now);
}

/** GET /api/discountcode.php?welcome=true: the welcome discount of a new member who has never paid. */
export async function findWelcomeCode(db: Db, user: CurrentUser, now = new Date()): Promise<UsableCode> {
  return usableCode(db, await findCodeByAudience(db, 'welcome'), user, now);
}

export interface OrderContext {
  country: string;
  currency: string;
  method: string | undefined;
  /** The package price before the discount, minor units. */
  price: number;
}

/** A code checked against one order: its country, currency, payment method and minimum order value. */
export async function discountForOrder(
  db: Db,
  user: CurrentUser,
  code: string,
  order: OrderContext,
  now = new Date(),
): Promise<{ applied: AppliedDiscount; codeId: number; validity: DiscountCodeRow['validity'] }> {
  const { row } = await findUsableCode(db, user, code, now);
  if (row.country !== null && row.country !== order.country) throw new AppError('discount_code_not_applicable');
  if (row.currency !== null && row.currency !== order.currency) throw new AppError('discount_code_not_applicable');
  if (order.price < row.minimum_order_value) throw new AppError('discount_code_not_applicable');
  if (row.value_percentage >= 100) throw new AppError('discount_code_not_applicable');
  if (order.method !== undefined && row.paymentmethods.length > 0 && !row.paymentmethods.includes(order.method)) {
    throw new AppError('discount_code_method');
  }
  return { applied: { code: row.code, percentage: row.value_percentage }, codeId: row.id, validity: row.validity };
}
