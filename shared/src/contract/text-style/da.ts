import type { TextStyleRule } from './rule';

/** The checkable rules of docs/i18n/da.md. */
export const rules: TextStyleRule[] = [];
