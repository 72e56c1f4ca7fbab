import type { FastifyBaseLogger } from 'fastify';
import type { Violation } from './csp-report';

/** At most this many violations are logged a minute; the rest are counted only. */
export const LOGGED_PER_MINUTE = 60;

export interface CspCounts {
  since: string;
  total: number;
  directives: Record<string, number>;
}

/**
 * The violations this process has received, counted by directive (a fixed set of names, so the
 * counts cannot grow without bound), each logged at warn while the minute's quota lasts.
 */
export function createCspReportCounter(now: () => number = Date.now) {
  const since = new Date(now()).toISOString();
  const directives = new Map<string, number>();
  let total = 0;
  let minute = -1;
  let loggedThisMinute = 0;

  return {
    add(violation: Violation, log: FastifyBaseLogger): void {
      total += 1;
      directives.set(violation.directive, (directives.get(violation.directive) ?? 0) + 1);
      const current = Math.floor(now() / 60_000);
      if (current !== minute) {
        minute = current;
        loggedThisMinute = 0;
      }
      if (loggedThisMinute >= LOGGED_PER_MINUTE) return;
      loggedThisMinute += 1;
      log.warn({ csp: violation }, `content security policy violation: ${violation.directive}`);
    },
    counts(): CspCounts {
      return { since, total, directives: Object.fromEntries([...directives].sort(([a], [b]) => a.localeCompare(b))) };
    },
  };
}
