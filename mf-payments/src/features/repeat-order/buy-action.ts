import type { MapStore } from 'nanostores';
import { ApiError } from '@app/shared/api';
import { createPayment } from '../../common/api/create-payment';
import { createAttemptKeys } from '../../common/attempt-key';
import { canBuy, repeatOrderOf, type RepeatState } from './repeat-state';

export interface BuyActionDeps {
  $repeat: MapStore<RepeatState>;
  patch: (change: Partial<RepeatState>) => void;
  requote: () => Promise<void>;
  /** In-app navigation, for a `checkout_url` of this site (direct debit's result page). */
  navigate: (path: string) => void;
  /** Leaves for the provider's hosted checkout; `window.location.assign` by default. */
  assign?: (url: string) => void;
  newKey?: () => string;
}

/** A path of this site ("/credits/2/directdebit?order=7"), not another site's address ("//x", "https://x"). */
function isOwnPath(url: string): boolean {
  return url.startsWith('/') && !url.startsWith('//');
}

/**
 * "Buy again" → the confirmation → "Confirm purchase". The Idempotency-Key is made when the
 * confirmation opens, before the first try, and goes with every try of it: a double click, a retry
 * after an error, and the HTTP client's own retries (which resend the same headers). The same order
 * opened again keeps its key; another price is another order with a new key.
 */
export function createBuyAction({ $repeat, patch, requote, navigate, assign, newKey }: BuyActionDeps) {
  const keys = createAttemptKeys(newKey);
  const leave = assign ?? ((url: string) => window.location.assign(url));

  function open(): void {
    const state = $repeat.get();
    if (!canBuy(state) || !state.quote || !state.method) return;
    const order = repeatOrderOf(state.quote, state.method);
    patch({ confirmation: { order, key: keys.keyFor(order) }, buyError: null, priceChanged: false });
  }

  function close(): void {
    if ($repeat.get().buyStatus !== 'idle') return;
    patch({ confirmation: null, buyError: null });
  }

  async function confirm(): Promise<void> {
    const { confirmation, buyStatus } = $repeat.get();
    if (!confirmation || buyStatus !== 'idle') return;
    patch({ buyStatus: 'buying', buyError: null });
    try {
      const { checkout_url } = await createPayment(confirmation.order, confirmation.key);
      patch({ buyStatus: 'redirecting' });
      if (isOwnPath(checkout_url)) navigate(checkout_url);
      else leave(checkout_url);
    } catch (error) {
      const code = error instanceof ApiError ? error.code : 'generic';
      if (code === 'price_changed') {
        patch({ buyStatus: 'idle', confirmation: null, priceChanged: true });
        return requote();
      }
      const resetsAt = error instanceof ApiError ? (error.body.resets_at ?? null) : null;
      patch({ buyStatus: 'idle', buyError: code, buyResetsAt: resetsAt });
    }
  }

  /** Back on the page after leaving for the provider (the browser's cache): buying is possible again. */
  function resetBuy(): void {
    if ($repeat.get().buyStatus === 'redirecting') patch({ buyStatus: 'idle' });
  }

  return { open, close, confirm, resetBuy };
}
