import type { TextStyleRule } from './rule';

/** The checkable rules of docs/i18n/de.md. */
export const rules: TextStyleRule[] = [];
