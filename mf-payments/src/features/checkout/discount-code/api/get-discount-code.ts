import { api } from '@app/shared/api';
import type { DiscountCode } from '@app/shared/contract';

/**
 * GET /api/discountcode.php?code=X: the code with its rules (spec section 3). Errors: 404
 * discount_code_not_found, 409 discount_code_used, 410 discount_code_expired (as ApiError).
 */
export async function getDiscountCode(code: string): Promise<DiscountCode> {
  const { discount_code } = await api<{ discount_code: DiscountCode }>('/api/discountcode.php', { query: { code } });
  return discount_code;
}
