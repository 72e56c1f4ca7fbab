import { map, type MapStore } from 'nanostores';
import { errorMessageKey } from '@app/shared/api';
import type { Order } from '@app/shared/contract';
import { getTransaction, type TransactionDetail } from './api/get-transaction';
import { getTransactions } from '../../common/api/get-transactions';

export interface Loadable<T> {
  status: 'loading' | 'ready' | 'error';
  data: T | null;
  /** Why it could not be loaded (a `common` key). */
  error: string | null;
}

export interface Loader<T> {
  $state: MapStore<Loadable<T>>;
  load: () => Promise<void>;
}

function createLoader<T>(fetcher: () => Promise<T>): Loader<T> {
  const $state = map<Loadable<T>>({ status: 'loading', data: null, error: null });
  return {
    $state,
    async load() {
      $state.set({ ...$state.get(), status: 'loading', error: null });
      try {
        $state.set({ status: 'ready', data: await fetcher(), error: null });
      } catch (error) {
        $state.set({ status: 'error', data: null, error: errorMessageKey(error) });
      }
    },
  };
}

/** The member's orders (/transactions). */
export const createOrderList = (): Loader<Order[]> => createLoader(getTransactions);

/** One order with its history (/transactions/{id}). */
export const createOrderDetail = (id: number): Loader<TransactionDetail> => createLoader(() => getTransaction(id));
