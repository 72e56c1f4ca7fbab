import type { TextStyleRule } from './rule';

/** The checkable rules of docs/i18n/de.md. */
export const rules: TextStyleRule[] = [
  {
    id: 'address',
    // Case-sensitive: the polite Sie/Ihr/Ihnen is capitalised; "sie" (she, they) and "ihr" (her) are not.
    // A sentence that starts with "Sie" meaning "they" is reworded, so the rule stays exact.
    pattern: /\b(Sie|Ihr|Ihre|Ihren|Ihrem|Ihrer|Ihres|Ihnen)\b/,
    message: 'the site says du: "du/dein/dir/dich", never "Sie/Ihr/Ihnen"',
    example: 'Bitte geben Sie Ihr Passwort ein.',
  },
  {
    id: 'glossary:sign-up',
    pattern: /\b(kostenlos|gratis|jetzt)\s+an(zu)?melden\b|\bmelde(t)? dich\b[^.!?]*\b(kostenlos|gratis) an\b/i,
    message: 'sign up is "registrieren" ("Kostenlos registrieren"); "anmelden" means log in',
    example: 'Kostenlos anmelden',
  },
  {
    id: 'glossary:log-in',
    pattern: /\b(ein|aus)(zu)?logg\w*|\blogg(e|t|st|en)?\s+(dich|sich|euch|mich|uns)\b|\bLog-?in\b/i,
    message: 'log in is "anmelden" ("Anmelden", "Anmeldung"), log out is "abmelden"; not "einloggen", "Login"',
    example: 'Logge dich ein, um weiterzumachen.',
  },
  {
    id: 'glossary:liked',
    pattern: /\bgeliked\b/i,
    message: 'the participle of "liken" is "gelikt"',
    example: 'Bisher hat dich noch niemand geliked.',
  },
  {
    id: 'glossary:premium',
    pattern: /\bPremium\s+holen\b|\bhole? dir Premium\b/i,
    message: 'the Premium call to action is "Premium werden"',
    example: 'Premium holen',
  },
  {
    id: 'glossary:e-mail',
    pattern: /\b(Email|eMail|E-mail|e-Mail)s?\b|(?<![-\w])Mails?\b/,
    message: 'write "E-Mail" (plural "E-Mails")',
    example: 'Klicke auf den Link in der Mail.',
  },
  {
    id: 'glossary:credits',
    pattern: /\bKredite?\b(?!-)|\bKreditpunkte\b/i,
    message: 'credits are "Credits" (one "Credit")',
    example: 'Kaufe Kredite, um zu chatten.',
  },
  {
    id: 'glossary:kvk',
    pattern: /Handelskammer/i,
    message: 'the company is in the Dutch KvK register: "KvK-Nr."',
    example: 'Handelskammer-Nr.',
  },
  {
    id: 'punctuation:ellipsis',
    pattern: /\.\.\.|\s…/,
    message: 'one ellipsis character "…", directly after the word: "Wird gesendet…"',
    example: 'Zahlung wird gestartet …',
  },
  {
    id: 'inflection:name',
    pattern: /\{\{name\}\}[’']?s\b/,
    message: 'no genitive -s on a {{name}}: write "das Profil von {{name}}"',
    example: '{{name}}s Profil',
  },
  {
    id: 'inflection:date',
    pattern: /\b(des|eines)\s+\{\{(date|time)\}\}/,
    message: 'a {{date}}/{{time}} is not declined: write "am {{date}}", "bis {{date}}" or "…: {{date}}"',
    example: 'Dein Konto wird gelöscht am Ende des {{date}}.',
  },
];
