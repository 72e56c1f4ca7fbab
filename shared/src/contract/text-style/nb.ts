import type { TextStyleRule } from './rule';

/** The checkable rules of docs/i18n/nb.md. */
export const rules: TextStyleRule[] = [];
