import type { TextStyleRule } from './rule';

/**
 * The checkable rules of docs/i18n/da.md. `\b` does not see æ, ø, å as letters, so word edges are
 * written `(?<!\p{L})…(?!\p{L})` with the `u` flag.
 */
export const rules: TextStyleRule[] = [
  {
    id: 'address',
    // Case-sensitive: the polite De/Dem/Deres is capitalised; "de" (they) and "dem" (them) are not.
    // At the start of a sentence "De" means "they", so only a capital inside a sentence counts.
    pattern: /(?<![.!?:…]\s|\n|^)(?<!\p{L})(?:De|Dem|Deres)(?!\p{L})/u,
    message: 'the site says du: "du/dig/din", never "De/Dem/Deres"',
    example: 'Vi har sendt Dem en e-mail med Deres nye adgangskode.',
  },
  {
    id: 'glossary:credits',
    pattern: /(?<![\p{L}{_])credits?(?!\p{L})|credithistorik/iu,
    message: 'credits are "kreditter" (singular "kredit"): "Køb kreditter"',
    example: 'Køb credits',
  },
  {
    id: 'glossary:like',
    pattern: /(?<!\p{L})synes (?:godt )?om(?!\p{L})/iu,
    message: 'the action is "like" ("like", "liker", "liket"); "X likes you" is "X kan lide dig"; not "synes om"',
    example: 'Nogen synes om dig.',
  },
  {
    id: 'glossary:photo',
    pattern: /(?<!\p{L})(?:hoved|profil)?fotos?(?:et|ene)?(?!\p{L})/iu,
    message: 'a photo is "billede" ("billedet", "billeder", "hovedbillede"), not "foto"',
    example: 'Slet dette foto?',
  },
  {
    id: 'glossary:e-mail',
    pattern: /(?<![\p{L}{_-])(?:email|mail)(?:en|s|ene)?(?!\p{L})/iu,
    message: 'write "e-mail" ("e-mailen", "e-mails", "e-mailadresse"), not "mail" or "email"',
    example: 'Ingen mail efter et par minutter?',
  },
  {
    id: 'glossary:premium',
    pattern: /(?<!\p{L})få premium(?!\p{L})/iu,
    message: 'the Premium call to action is "Bliv premium"',
    example: 'Få Premium',
  },
  {
    id: 'glossary:sign-up',
    pattern: /(?<!\p{L})opret (?:en )?(?:gratis )?profil(?!\p{L})/iu,
    message: 'the sign-up call to action is "Tilmeld dig (gratis)"',
    example: 'Opret gratis profil',
  },
  {
    id: 'glossary:kvk',
    pattern: /handelskammer/iu,
    message: 'the company is registered with the Dutch KvK: "KvK-nr." or "det hollandske handelsregister (KvK)"',
    example: 'Handelskammer-nr.',
  },
  {
    id: 'punctuation:ellipsis',
    pattern: /\.\.\.|\s…/u,
    message: 'the ellipsis is one character "…", right after the word: "Sender…"',
    example: 'Starter din betaling ...',
  },
];
