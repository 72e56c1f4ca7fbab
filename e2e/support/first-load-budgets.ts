/**
 * JavaScript budgets of a first visit (issue 14: a fast first visit on a phone), held by
 * `tests/first-load-budget.spec.ts`: what a visit with an empty cache downloads in scripts, in bytes as
 * served (brotli, body only) and in script requests, until the page's content is rendered and the
 * network is idle.
 */
export interface FirstLoadBudget {
  /** Script bytes as served (encoded body, without headers), in KiB (1024 bytes). */
  kib: number;
  /** Script requests. */
  scripts: number;
}

/** Every route's budget unless it has an entry in ROUTE_BUDGETS. */
export const DEFAULT_BUDGET: FirstLoadBudget = { kib: 130, scripts: 12 };

/**
 * Routes that need a budget of their own, by their pattern as the registry lists it (`/members/:id`,
 * `/transactions/:id?`) or as the shell declares it (`/pages/faq`).
 *
 * Every route was within the default from ADR 0025 until session 11 (below). A route that cannot be
 * kept within it gets an entry here, held to what it downloaded when last measured, with at most 0.3 KiB
 * to spare, so that any growth fails. Members-area routes count the larger of the visitor's and the member's visit.
 */
export const ROUTE_BUDGETS: Readonly<Record<string, FirstLoadBudget>> = {
  // Session 11 (issues 16 to 18): the shell's first scripts grew by about 0.3 KiB (the chat list's last
  // message from live events, the status rules of unknown layouts and guards, zod's setting for the
  // CSP, the translated close label and the sign-up wait) and the direct debit page by the country
  // check of its payment methods; these two pages, within 0.6 KiB of the default, went over it. Held
  // to what they downloaded on 2026-11-27 (130.5 and 130.4 KiB) until issue 14 takes them back under.
  '/profile': { kib: 130.8, scripts: 9 },
  '/directdebit': { kib: 130.7, scripts: 12 },
};

/** The budget of a route pattern. */
export function budgetFor(pattern: string): FirstLoadBudget {
  return ROUTE_BUDGETS[pattern] ?? DEFAULT_BUDGET;
}

/** A budget's bytes. */
export function budgetBytes(budget: FirstLoadBudget): number {
  return budget.kib * 1024;
}
