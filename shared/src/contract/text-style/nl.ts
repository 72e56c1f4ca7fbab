import type { TextStyleRule } from './rule';

/** The checkable rules of docs/i18n/nl.md. */
export const rules: TextStyleRule[] = [
  {
    id: 'address',
    // The site says je/jij; "u" and "uw" are only ever the polite form addressing the member.
    pattern: /(?<![\p{L}'’{_-])(?:u|uw)(?![\p{L}'’}_-])/iu,
    message: 'the site says je/jij: "je/jij/jouw", never "u/uw"',
    example: 'Bevestig uw e-mailadres, dan kunt u reageren.',
  },
  {
    id: 'glossary:sign-up',
    pattern: /(?<!\p{L})registr(?:eer|eren|eert|atie)\p{L}*|(?<!\p{L})inschrijv\p{L}*/iu,
    message: 'sign up is "aanmelden" ("Meld je aan", "Gratis aanmelden", "aanmelding")',
    example: 'Registreer je om dit lid te ontmoeten',
  },
  {
    id: 'glossary:premium',
    pattern: /(?<!\p{L})neem premium(?!\p{L})|Word Premium|premium lid|premium leden/u,
    message: 'the Premium call to action is "Word premium"; a member is a "premiumlid" ("premiumleden")',
    example: 'Word Premium',
  },
  {
    id: 'glossary:e-mail',
    pattern: /(?<![\p{L}{_-])(?:e?mail)(?:s)?(?!\p{L})/iu,
    message: 'write "e-mail" ("e-mails", "e-mailadres"), not "mail" or "email"',
    example: 'Na een paar minuten nog geen mail?',
  },
  {
    id: 'glossary:gift',
    pattern: /(?<!\p{L})(?:geschenk|kado)\p{L}*/iu,
    message: 'a gift is a "cadeau" ("cadeaus")',
    example: 'Stuur een geschenk',
  },
  {
    id: 'glossary:notifications',
    pattern: /meldingen instellen/iu,
    message: 'the settings page is "Meldingsinstellingen"',
    example: 'Meldingen instellen',
  },
  {
    id: 'glossary:kvk',
    pattern: /handelskamer/iu,
    message: 'the company registration is "KvK-nr." / "Kamer van Koophandel"',
    example: 'Handelskamer-nr.',
  },
  {
    id: 'punctuation:ellipsis',
    pattern: /\.\.\.|\s…/u,
    message: 'the ellipsis is one character "…", right after the word: "Bezig met opslaan…"',
    example: 'Je betaling wordt gestart …',
  },
];
