import type { TextStyleRule } from './rule';

/**
 * The checkable rules of docs/i18n/sv.md. `\b` does not see å, ä, ö as letters, so word edges are
 * written `(?<!\p{L})…(?!\p{L})` with the `u` flag.
 */
export const rules: TextStyleRule[] = [
  {
    id: 'address',
    // Case-sensitive: the old polite Ni/Er is capitalised inside a sentence; a sentence may start with
    // the plural "Ni" ("Ni gillar varandra"), so only a capital inside a sentence counts.
    pattern: /(?<![.!?:…]\s|\n|^)(?<!\p{L})(?:Ni|Er|Ert|Era|Eder)(?!\p{L})/u,
    message: 'the site says du: "du/dig/din", never the polite "Ni/Er"',
    example: 'Vi har skickat Er ett mejl, och Ni kan nu logga in.',
  },
  {
    id: 'glossary:credits',
    pattern: /(?<![\p{L}{_])credits?(?!\p{L})|(?<!\p{L})kreditter/iu,
    message: 'credits are "krediter" (singular "kredit"): "Köp krediter"',
    example: 'Köp credits',
  },
  {
    id: 'glossary:likes',
    pattern: /gillning/iu,
    message: 'the noun is "like" (plural "likes"): "Mina likes"; the verb is "gilla"',
    example: 'Mina gillningar',
  },
  {
    id: 'glossary:photo',
    pattern: /(?<!\p{L})bild(?:en|er|erna)?(?!\p{L})/iu,
    message: 'a photo is "foto" (ett foto, fotot, foton), not "bild"',
    example: 'Välj en bild',
  },
  {
    id: 'glossary:gift',
    pattern: /(?<!\p{L})present(?:en|er|erna)?(?!\p{L})/iu,
    message: 'a gift is "gåva" (gåvan, gåvor), not "present"',
    example: 'Skicka en present',
  },
  {
    id: 'glossary:e-mail',
    pattern: /(?<![\p{L}{_])(?:e-?mail(?:s|et|en)?|e-postmeddelande\p{L}*)(?!\p{L})/iu,
    message: 'the medium and the address are "e-post"/"e-postadress", a single message is "mejl" ("mejlet")',
    example: 'Skicka ett e-postmeddelande till oss.',
  },
  {
    id: 'glossary:site',
    pattern: /(?<!\p{L})sajt(?:en|er|erna)?(?!\p{L})/iu,
    message: 'the site is "webbplats" ("webbplatsen")',
    example: 'även när sajten är stängd',
  },
  {
    id: 'glossary:premium',
    pattern: /(?<!\p{L})skaffa premium(?!\p{L})/iu,
    message: 'the Premium call to action is "Bli premium"',
    example: 'Skaffa Premium',
  },
  {
    id: 'glossary:kvk',
    pattern: /handelskammar/iu,
    message: 'the company is registered with the Dutch KvK: "KvK-nr." or "det nederländska handelsregistret (KvK)"',
    example: 'Handelskammarens reg.nr',
  },
  {
    id: 'punctuation:ellipsis',
    pattern: /\.\.\.|\s…/u,
    message: 'the ellipsis is one character "…", right after the word: "Skickar…"',
    example: 'Skickar ...',
  },
];
