import { useEffect, useMemo, useState } from 'react';
import { useStore } from '@nanostores/react';
import { paymentResultView } from '@app/shared/contract';
import { loadUser } from '@app/shared/stores/user';
import { createOrderWatch, type OrderWatchState } from './order-watch';

/**
 * The order's result, kept current until final. When it completes, the user is read again so the
 * balance and premium status shown everywhere are the server's (also without the live socket).
 */
export function useOrderWatch(orderId: number): OrderWatchState & { retry: () => void } {
  const [attempt, setAttempt] = useState(0);
  // A new watch per order and per retry after a failed first read.
  // oxlint-disable-next-line react-hooks/exhaustive-deps
  const watch = useMemo(() => createOrderWatch(orderId), [orderId, attempt]);
  const state = useStore(watch.$watch);
  useEffect(() => watch.start(), [watch]);
  const completed = state.order !== null && paymentResultView(state.order.state) === 'completed';
  useEffect(() => {
    if (completed) void loadUser();
  }, [completed]);
  return { ...state, retry: () => setAttempt((count) => count + 1) };
}
