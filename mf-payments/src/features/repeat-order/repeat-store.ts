import { map, type MapStore } from 'nanostores';
import { errorMessageKey } from '@app/shared/api';
import type { Order, Package } from '@app/shared/contract';
import { getPackages } from '../packages/api/get-packages';
import { getTransactions } from '../transactions/api/get-transactions';

export interface RepeatState {
  status: 'loading' | 'ready' | 'error';
  error: string | null;
  /** The member's last paid order, or null when there is none. */
  last: Order | null;
  /** The same tier in the same country today (its price may have changed), or null when it is no longer sold. */
  pack: Package | null;
  /** Whether the country still offers the order's method. */
  methodOffered: boolean;
}

/**
 * /credits/repeat-order: the member's last paid order and the same package of its country as sold
 * today, so one click leads to its checkout with the same method. The price is today's, shown by the
 * checkout's quote as always.
 */
export function createRepeatOrder(): { $repeat: MapStore<RepeatState>; load: () => Promise<void> } {
  const $repeat = map<RepeatState>({ status: 'loading', error: null, last: null, pack: null, methodOffered: false });
  return {
    $repeat,
    async load() {
      $repeat.set({ ...$repeat.get(), status: 'loading', error: null });
      try {
        const orders = await getTransactions();
        const last = orders.find((order) => order.state === 'completed') ?? null;
        if (!last) return $repeat.set({ status: 'ready', error: null, last, pack: null, methodOffered: false });
        const list = await getPackages(last.country);
        const pack =
          list.country === last.country ? (list.packages.find((p) => p.code === last.package_code) ?? null) : null;
        const methodOffered = list.payment_methods.some((method) => method.id === last.payment_method);
        $repeat.set({ status: 'ready', error: null, last, pack, methodOffered });
      } catch (error) {
        $repeat.set({ status: 'error', error: errorMessageKey(error), last: null, pack: null, methodOffered: false });
      }
    },
  };
}
