import { useEffect, useMemo, useRef } from 'react';
import { useStore } from '@nanostores/react';
import { useLocation, useNavigate } from '@app/shared/router';
import type { PaymentMethodId } from '@app/shared/contract';
import { $paymentCountry } from '@app/shared/stores/payment-country';
import { returnParamOf } from '../../common/return-path';
import { createCheckout, type Checkout } from './checkout-store';
import type { CheckoutState } from './checkout-state';
import type { PriceListState } from '../../common/packages/packages-store';

export interface UseCheckout {
  checkout: Checkout;
  state: CheckoutState;
  priceList: PriceListState;
}

/**
 * A payment page's checkout, started once with the payment country and the address's `?code=`
 * (the welcome banner's WELCOME25, the time-bonus modal's TIMEBONUS25); `?return=` becomes the
 * order's return path when it passes the contract's rule (checked when the member pays). Coming
 * back from the provider's page through the browser's cache re-enables the button (the same order
 * keeps its Idempotency-Key, so nothing is ordered twice).
 */
export function useCheckout(packageId: number | null = null, method: PaymentMethodId | null = null): UseCheckout {
  const { search } = useLocation();
  const returnPath = returnParamOf(search);
  const navigate = useNavigate();
  const navigateRef = useRef(navigate);
  useEffect(() => {
    navigateRef.current = navigate;
  }, [navigate]);
  const checkout = useMemo(
    () => createCheckout({ packageId, method, returnPath, navigateInApp: (path) => void navigateRef.current(path) }),
    // One checkout per page visit; a changed package or method in the address is a selection, not a new checkout.
    // oxlint-disable-next-line react-hooks/exhaustive-deps
    [],
  );
  const state = useStore(checkout.$checkout);
  const priceList = useStore(checkout.priceList.$priceList);

  useEffect(() => {
    const code = new URLSearchParams(search).get('code');
    void checkout.start($paymentCountry.get(), code);
    const onPageShow = (event: PageTransitionEvent) => {
      if (event.persisted) checkout.resetPay();
    };
    window.addEventListener('pageshow', onPageShow);
    return () => window.removeEventListener('pageshow', onPageShow);
    // Started once per page visit.
    // oxlint-disable-next-line react-hooks/exhaustive-deps
  }, [checkout]);

  return { checkout, state, priceList };
}
