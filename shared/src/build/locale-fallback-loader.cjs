// A rspack loader for catalogues (`locales/<lang>.json`): it fills the keys a language lacks from the
// fallback language's catalogue beside it, at build time. The page then loads one catalogue file per
// namespace, in its own language, and never the fallback's as a second request (ADR 0019).
const fs = require('node:fs');
const path = require('node:path');

/** @param {Record<string, unknown>} fallback @param {Record<string, unknown>} own */
function fill(fallback, own) {
  const result = { ...own };
  for (const [key, value] of Object.entries(fallback)) {
    const mine = result[key];
    if (mine === undefined) result[key] = value;
    else if (isObject(mine) && isObject(value)) result[key] = fill(value, mine);
  }
  return result;
}

/** @param {unknown} value @returns {value is Record<string, unknown>} */
function isObject(value) {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** @this {{ resourcePath: string, getOptions(): { fallbackLanguage: string }, addDependency(file: string): void }} */
function localeFallbackLoader(source) {
  const { fallbackLanguage } = this.getOptions();
  const language = path.basename(this.resourcePath, '.json');
  const fallbackFile = path.join(path.dirname(this.resourcePath), `${fallbackLanguage}.json`);
  if (language === fallbackLanguage || !fs.existsSync(fallbackFile)) return source;
  this.addDependency(fallbackFile);
  return JSON.stringify(fill(JSON.parse(fs.readFileSync(fallbackFile, 'utf8')), JSON.parse(source)));
}

module.exports = localeFallbackLoader;
module.exports.fill = fill;
/** The spec's fallback language; a unit test holds it equal to `FALLBACK_LANGUAGE` of the contract. */
module.exports.FALLBACK_LANGUAGE = 'nl';
