import { useEffect, useMemo } from 'react';
import { useStore } from '@nanostores/react';
import { createPriceList, type PriceList, type PriceListState } from './packages-store';

/** The price list of a payment country, loaded on mount and whenever the country changes. */
export function usePriceList(country: string | null): PriceListState & { reload: () => void; priceList: PriceList } {
  const priceList = useMemo(() => createPriceList(), []);
  const state = useStore(priceList.$priceList);
  useEffect(() => {
    void priceList.load(country);
  }, [priceList, country]);
  return { ...state, priceList, reload: () => void priceList.load(country) };
}
