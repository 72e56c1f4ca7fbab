/** The spending safety section of /credits: its anchor, which the checkout's refusal over the limit links to. */
export const SPENDING_ANCHOR = 'spending';

/** The address of the section: `#spending` on /credits itself, else /credits#spending. */
export const SPENDING_PATH = `/credits#${SPENDING_ANCHOR}`;

/** Whether the address asks for the section (`/credits#spending`). */
export function addressedToSpending(): boolean {
  return typeof location !== 'undefined' && location.hash === `#${SPENDING_ANCHOR}`;
}
