import { FIRST_VISIT_LAYOUTS, REMOTES } from '@app/shared/contract';

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
 * Every route is within the default (ADR 0025, ADR 0034). A route that cannot be kept within it gets
 * an entry here, held to what it downloaded when last measured, with at most 0.3 KiB
 * to spare, so that any growth fails. Members-area routes count the larger of the visitor's and the member's visit.
 */
export const ROUTE_BUDGETS: Readonly<Record<string, FirstLoadBudget>> = {
  // None since session 12: the shell's federation runtime without the manifest snapshot handler
  // (ADR 0034) took /profile and /directdebit back under the default (129.1 and 129.0 KiB).
};

/**
 * A visitor's first visit of a landers' route (the landers and the visitors' home) runs the landers'
 * first-visit page instead of the shell (ADR 0036): issue 15 asks at most 110 KiB of JavaScript for it.
 */
export const LANDER_FIRST_VISIT_BUDGET: FirstLoadBudget = { kib: 110, scripts: 6 };

/** The budget of a visit: a route pattern's own, a visitor's landers' page's, or the default. */
export function budgetFor(visit: {
  pattern: string;
  as: 'visitor' | 'member';
  remote: string | null;
  layout: string | null;
}): FirstLoadBudget {
  const own = ROUTE_BUDGETS[visit.pattern];
  if (own) return own;
  const firstVisit =
    visit.as === 'visitor' &&
    visit.remote === REMOTES['mf-landers'] &&
    (FIRST_VISIT_LAYOUTS as readonly (string | null)[]).includes(visit.layout);
  return firstVisit ? LANDER_FIRST_VISIT_BUDGET : DEFAULT_BUDGET;
}

/** A budget's bytes. */
export function budgetBytes(budget: FirstLoadBudget): number {
  return budget.kib * 1024;
}
