import type { TextStyleRule } from './rule';

/** The checkable rules of docs/i18n/es.md. */
export const rules: TextStyleRule[] = [];
