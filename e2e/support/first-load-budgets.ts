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
 * Every other route is within the default since ADR 0020 (2026-11-27). These four are still over it,
 * held to what they downloaded that day, rounded up with about 1.5 KiB to spare, so that any growth
 * fails; lower a budget when a route gets lighter, and remove the entry once the route is within the
 * default. Members-area routes count the larger of the visitor's and the member's visit.
 * - /signup and /complete-signup: the whole `auth` catalogue (6.3 KiB) and the sign-up wizard (the
 *   steps after the photo load when reached, since ADR 0021);
 * - /profile: the profile page (about 9 KiB; the deletion flow loads when opened) and the `auth` catalogue;
 * - the credits pages: the checkout (8.3 KiB).
 */
export const ROUTE_BUDGETS: Readonly<Record<string, FirstLoadBudget>> = {
  '/signup': { kib: 133, scripts: 11 },
  '/complete-signup': { kib: 138, scripts: 12 },
  '/profile': { kib: 138, scripts: 9 },
  '/credits': { kib: 135, scripts: 12 },
  '/credits/:id/:paymentmethod?': { kib: 135, scripts: 12 },
};

/** The budget of a route pattern. */
export function budgetFor(pattern: string): FirstLoadBudget {
  return ROUTE_BUDGETS[pattern] ?? DEFAULT_BUDGET;
}

/** A budget's bytes. */
export function budgetBytes(budget: FirstLoadBudget): number {
  return budget.kib * 1024;
}
