import { useEffect, useState } from 'react';
import type { DeleteDiscountResponse } from '@app/shared/contract';
import { requestDeleteDiscount } from '../api/account';

/**
 * The company's delete discount, asked for once the flow opens: undefined while asking, null when the
 * company offers none (or the offer cannot be had now), so that option is hidden.
 */
export function useDeleteDiscount(open: boolean): DeleteDiscountResponse | null | undefined {
  const [discount, setDiscount] = useState<DeleteDiscountResponse | null | undefined>(undefined);
  const asked = discount !== undefined;
  useEffect(() => {
    if (!open || asked) return;
    let current = true;
    requestDeleteDiscount().then(
      (offer) => current && setDiscount(offer),
      () => current && setDiscount(null),
    );
    return () => {
      current = false;
    };
  }, [open, asked]);
  return discount;
}
