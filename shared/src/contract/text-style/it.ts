import type { TextStyleRule } from './rule';

/** The checkable rules of docs/i18n/it.md. */
export const rules: TextStyleRule[] = [];
