import { atom } from 'nanostores';
import { api } from '@app/shared/api';
import type { Gift } from '@app/shared/contract';

/** The gift catalogue with prices (GET /api/gifts.php), loaded once and cached like the other reference data. */
export const $gifts = atom<Gift[] | null>(null);

let loading: Promise<Gift[]> | null = null;

/** Loads the catalogue once; a failed load may be tried again. */
export function loadGifts(): Promise<Gift[]> {
  const cached = $gifts.get();
  if (cached) return Promise.resolve(cached);
  loading ??= api<{ gifts: Gift[] }>('/api/gifts.php')
    .then(({ gifts }) => {
      $gifts.set(gifts);
      return gifts;
    })
    .finally(() => {
      loading = null;
    });
  return loading;
}
