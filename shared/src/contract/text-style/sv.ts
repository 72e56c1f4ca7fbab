import type { TextStyleRule } from './rule';

/** The checkable rules of docs/i18n/sv.md. */
export const rules: TextStyleRule[] = [];
