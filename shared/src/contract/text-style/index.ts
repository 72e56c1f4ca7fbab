import type { Language } from '../languages';
import { rules as da } from './da';
import { rules as de } from './de';
import { rules as en } from './en';
import { rules as es } from './es';
import { rules as fi } from './fi';
import { rules as fr } from './fr';
import { rules as it } from './it';
import { rules as nb } from './nb';
import { rules as nl } from './nl';
import { rules as pl } from './pl';
import { rules as sv } from './sv';
import type { TextStyleRule } from './rule';

export type { TextStyleRule };

/** The checkable rules of each language's style guide (docs/i18n/<lang>.md). */
export const TEXT_STYLE_RULES: Record<Language, TextStyleRule[]> = { da, de, en, es, fi, fr, it, nb, nl, pl, sv };

/** The rules a text breaks, as `rule id: message ("the text")`; none for a good text. */
export function textStyleViolations(language: Language, text: string): string[] {
  return TEXT_STYLE_RULES[language]
    .filter((rule) => rule.pattern.test(text))
    .map((rule) => `${rule.id}: ${rule.message} ("${text}")`);
}
