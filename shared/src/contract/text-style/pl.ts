import type { TextStyleRule } from './rule';

/** The checkable rules of docs/i18n/pl.md. */
export const rules: TextStyleRule[] = [];
