import { map } from 'nanostores';
import { errorMessageKey } from '@app/shared/api';
import { getPackages } from '../../common/packages/api/get-packages';
import { getTransactions } from '../../common/api/get-transactions';
import { getQuote } from '../../common/api/get-quote';
import { getDirectDebitState } from './api/get-direct-debit';
import { createBuyAction, type BuyActionDeps } from './buy-action';
import { INITIAL_REPEAT, offersDirectDebit, repeatMethod, type RepeatState } from './repeat-state';

export type RepeatOptions = Pick<BuyActionDeps, 'navigate' | 'assign' | 'newKey'>;

/**
 * /credits/repeat-order: the member's last paid order, the same package of its country as sold
 * today, the method it pays with (the member's direct debit mandate where there is one), today's
 * price from the server's quote, and the purchase after one confirmation.
 */
export function createRepeatOrder(options: RepeatOptions) {
  const $repeat = map<RepeatState>(INITIAL_REPEAT);
  const patch = (change: Partial<RepeatState>) => $repeat.set({ ...$repeat.get(), ...change });
  let quoteRun = 0;

  /** Today's price; an older answer never replaces a newer one. */
  async function requote(): Promise<void> {
    const { pack, last, method } = $repeat.get();
    if (!pack || !last || !method) return;
    const run = ++quoteRun;
    patch({ quoteStatus: 'loading', quoteError: null });
    try {
      const quote = await getQuote({ package_id: pack.id, country: last.country, payment_method: method });
      if (run === quoteRun) patch({ quote, quoteStatus: 'ready' });
    } catch (error) {
      if (run === quoteRun) patch({ quote: null, quoteStatus: 'error', quoteError: errorMessageKey(error) });
    }
  }

  async function load(): Promise<void> {
    $repeat.set({ ...INITIAL_REPEAT });
    try {
      const orders = await getTransactions();
      const last = orders.find((order) => order.state === 'completed') ?? null;
      if (!last) return patch({ status: 'ready' });
      const list = await getPackages(last.country);
      const pack =
        list.country === last.country ? (list.packages.find((p) => p.code === last.package_code) ?? null) : null;
      if (!pack) return patch({ status: 'ready', last });
      const directDebit = offersDirectDebit(list) ? await getDirectDebitState(last.country) : null;
      patch({ status: 'ready', last, pack, ...repeatMethod(last, list, directDebit) });
      await requote();
    } catch (error) {
      $repeat.set({ ...INITIAL_REPEAT, status: 'error', error: errorMessageKey(error) });
    }
  }

  return { $repeat, load, requote, ...createBuyAction({ $repeat, patch, requote, ...options }) };
}
