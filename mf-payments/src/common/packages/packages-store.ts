import { map, type MapStore } from 'nanostores';
import { errorMessageKey } from '@app/shared/api';
import type { PackagesResponse } from '@app/shared/contract';
import { getPackages } from './api/get-packages';

export interface PriceListState {
  status: 'loading' | 'ready' | 'error';
  /** Why the price list could not be loaded (a `common` key). */
  error: string | null;
  list: PackagesResponse | null;
}

export interface PriceList {
  $priceList: MapStore<PriceListState>;
  /** Loads the list of a country (null: the site's); an older answer never overwrites a newer one. */
  load: (country: string | null) => Promise<PackagesResponse | null>;
}

/** One page's price list (packages, methods, VAT, countries), reloaded when the payment country changes. */
export function createPriceList(): PriceList {
  const $priceList = map<PriceListState>({ status: 'loading', error: null, list: null });
  let latest = 0;
  return {
    $priceList,
    async load(country) {
      const request = ++latest;
      $priceList.set({ ...$priceList.get(), status: 'loading', error: null });
      try {
        const list = await getPackages(country);
        if (request === latest) $priceList.set({ status: 'ready', error: null, list });
        return list;
      } catch (error) {
        if (request === latest) $priceList.set({ status: 'error', error: errorMessageKey(error), list: null });
        return null;
      }
    },
  };
}
