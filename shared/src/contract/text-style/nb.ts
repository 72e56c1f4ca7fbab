import type { TextStyleRule } from './rule';

/**
 * The checkable rules of docs/i18n/nb.md. `\b` does not see æ, ø, å as letters, so word edges are
 * written `(?<!\p{L})…(?!\p{L})` with the `u` flag.
 */
export const rules: TextStyleRule[] = [
  {
    id: 'address',
    // Case-sensitive: the old polite De/Dem/Deres is capitalised; "de" (they) and "dem" (them) are not.
    // At the start of a sentence "De" means "they" or "the", so only a capital inside a sentence counts.
    pattern: /(?<![.!?:…]\s|\n|^)(?<!\p{L})(?:De|Dem|Deres)(?!\p{L})/u,
    message: 'the site says du: "du/deg/din", never "De/Dem/Deres"',
    example: 'Vi har sendt Dem en e-post med Deres nye passord.',
  },
  {
    id: 'glossary:credits',
    pattern: /(?<![\p{L}{_])credits?(?!\p{L})/iu,
    message: 'credits are "kreditter" (singular "kreditt"): "Kjøp kreditter"',
    example: 'Kjøp credits',
  },
  {
    id: 'glossary:likes',
    pattern: /likerklikk/iu,
    message: 'the noun is "like" (et like, likes, likene)',
    example: 'i meldingene og likerklikkene dine',
  },
  {
    id: 'glossary:photo',
    pattern: /(?<!\p{L})foto(?:et|er|ene|s)?(?!\p{L})/iu,
    message: 'a photo is "bilde" (bildet, bilder, bildene)',
    example: 'Send et foto',
  },
  {
    id: 'glossary:e-mail',
    pattern: /(?<![\p{L}{_])(?:e-?)?mail(?:en|er|ene|s)?(?!\p{L})|(?<!\p{L})epost/iu,
    message: 'write "e-post" ("e-posten", "e-poster", "e-postadresse"), not "mail" or "epost"',
    example: 'Ingen mail etter noen minutter?',
  },
  {
    id: 'glossary:premium',
    pattern: /(?<!\p{L})få premium(?!\p{L})|premium-medlem/iu,
    message: 'the Premium call to action is "Bli premium"; a member is a "premiummedlem"',
    example: 'Få Premium',
  },
  {
    id: 'glossary:kvk',
    pattern: /handelskammer/iu,
    message: 'the company is registered with the Dutch KvK: "KvK-nr." or "det nederlandske handelsregisteret (KvK)"',
    example: 'Handelskammer-nr.',
  },
  {
    id: 'punctuation:ellipsis',
    pattern: /\.\.\.|\s…/u,
    message: 'the ellipsis is one character "…", right after the word: "Sender…"',
    example: 'Starter betalingen …',
  },
];
