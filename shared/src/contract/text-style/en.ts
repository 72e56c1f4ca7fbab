import type { TextStyleRule } from './rule';

/** The checkable rules of docs/i18n/en.md. */
export const rules: TextStyleRule[] = [];
