/**
 * How a text is found and filled, the part of i18next's rules the site's catalogues use (ADR 0020):
 * nested keys (`a.b.c`), plurals by the language's CLDR rules (`key_one`, `key_few`, `key_many`,
 * `key_other`, and `key_zero` for a count of 0 where a catalogue has it), context (`key_female`,
 * `key_female_one`) and `{{value}}` placeholders, not escaped (React escapes).
 * `translate.conformance.test.ts` holds it to i18next itself on every text of every catalogue.
 */

/** The texts of one namespace in one language: strings, nested by key segment. */
export interface Catalogue {
  [key: string]: string | Catalogue;
}

/** What `t` takes besides the key: `count`, `context`, `defaultValue`, and the values of placeholders. */
export interface TOptions {
  count?: number;
  context?: string;
  defaultValue?: string;
  ns?: string;
  lng?: string;
  [value: string]: unknown;
}

const pluralRules = new Map<string, Intl.PluralRules>();

/** The plural category of a count in a language (`one`, `few`, `many`, `other`...). */
function pluralCategory(language: string, count: number): string {
  let rules = pluralRules.get(language);
  if (!rules) {
    try {
      rules = new Intl.PluralRules(language);
    } catch {
      rules = new Intl.PluralRules('en');
    }
    pluralRules.set(language, rules);
  }
  return rules.select(count);
}

/** The keys to try for a text, the most specific first. */
export function candidateKeys(key: string, language: string, options: TOptions): string[] {
  const plural = typeof options.count === 'number';
  const zero = plural && options.count === 0;
  const suffix = plural ? `_${pluralCategory(language, options.count!)}` : '';
  const keys = [key];
  if (plural) keys.push(key + suffix, ...(zero ? [`${key}_zero`] : []));
  const context = options.context;
  if ((typeof context === 'string' || typeof context === 'number') && context !== '') {
    const withContext = `${key}_${context}`;
    keys.push(withContext);
    if (plural) keys.push(withContext + suffix, ...(zero ? [`${withContext}_zero`] : []));
  }
  return keys.reverse();
}

/** The text at a dotted key of a catalogue, or undefined. */
export function lookUp(catalogue: Catalogue | undefined, key: string): string | undefined {
  if (!catalogue) return undefined;
  const direct = catalogue[key];
  if (typeof direct === 'string') return direct;
  let node: string | Catalogue | undefined = catalogue;
  for (const segment of key.split('.')) {
    if (typeof node !== 'object' || node === null) return undefined;
    node = node[segment];
  }
  return typeof node === 'string' ? node : undefined;
}

function valueAt(options: TOptions, path: string): unknown {
  if (path in options) return options[path];
  let value: unknown = options;
  for (const segment of path.split('.')) {
    if (typeof value !== 'object' || value === null) return undefined;
    value = (value as Record<string, unknown>)[segment];
  }
  return value;
}

/** `{{name}}` replaced by its value; a placeholder without a value stays as it is. */
export function interpolate(text: string, options: TOptions): string {
  if (!text.includes('{{')) return text;
  return text.replace(/\{\{(.+?)\}\}/g, (whole, name: string) => {
    const value = valueAt(options, name.trim());
    return value === undefined ? whole : value === null ? '' : String(value);
  });
}
