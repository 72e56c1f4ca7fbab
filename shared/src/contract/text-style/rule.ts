/**
 * A rule of a language's style guide (docs/i18n/<lang>.md) that a machine can check: a text matching
 * `pattern` breaks it. `example` is a text that breaks it, so the check is shown to work.
 */
export interface TextStyleRule {
  /** Short and stable: `address`, `glossary:credits`, `inflection:time`. */
  id: string;
  pattern: RegExp;
  /** What to write instead, for the failure message. */
  message: string;
  example: string;
}
