import type { DeleteDiscountResponse } from '@app/shared/contract';
import { useRequest } from '../../../common/use-request';
import { requestDeleteDiscount } from '../api/account';

/**
 * The company's delete discount, asked for once the flow opens: undefined while asking, null when the
 * company offers none (or the offer cannot be had now), so that option is hidden.
 */
export function useDeleteDiscount(open: boolean): DeleteDiscountResponse | null | undefined {
  const { state } = useRequest(open ? 'delete-discount' : null, requestDeleteDiscount);
  if (state.status === 'loading') return undefined;
  return state.status === 'ready' ? state.value : null;
}
