import type { TextStyleRule } from './rule';

/** The checkable rules of docs/i18n/fr.md. */
export const rules: TextStyleRule[] = [];
