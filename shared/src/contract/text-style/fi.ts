import type { TextStyleRule } from './rule';

/** The checkable rules of docs/i18n/fi.md. */
export const rules: TextStyleRule[] = [];
