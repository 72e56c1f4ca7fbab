import type { TextStyleRule } from './rule';

/** The checkable rules of docs/i18n/nl.md. */
export const rules: TextStyleRule[] = [];
