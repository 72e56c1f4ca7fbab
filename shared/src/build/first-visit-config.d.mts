import type { Configuration } from '@rspack/core';

export interface FirstVisitOptions {
  dir: string;
  name: string;
  entry: string;
}

/** A remote's first-visit page's rspack configuration (ADR 0036). */
export function createFirstVisitConfig(options: FirstVisitOptions): Configuration;
