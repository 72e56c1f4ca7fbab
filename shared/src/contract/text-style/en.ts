import type { TextStyleRule } from './rule';

/** The checkable rules of docs/i18n/en.md. */
export const rules: TextStyleRule[] = [
  {
    id: 'glossary:e-mail',
    pattern: /\be-mails?\b/i,
    message: 'write "email" ("emails", "email address")',
    example: 'Confirm your e-mail address.',
  },
  {
    id: 'glossary:log-in',
    pattern: /\bsign(s|ed|ing)? (in|out)\b|\bsign-(in|out)\b|\blogin (to|with|again)\b/i,
    message: 'log in / log out (verb), login (noun or adjective only); not "sign in", "login to"',
    example: 'Sign in to continue.',
  },
  {
    id: 'glossary:sign-up',
    pattern: /\bsignup\b|\bregister (now|for free)\b/i,
    message: 'sign up (verb), sign-up (noun or adjective)',
    example: 'Complete your signup.',
  },
  {
    id: 'glossary:premium',
    pattern: /\b(Get|Become) premium\b/,
    message:
      'the call to action is "Get Premium" (Premium, the product, capitalised); "premium members" in running text',
    example: 'Get premium for more photos',
  },
  {
    id: 'spelling:british',
    pattern: /\b(behaviors?|colors?|favorites?|centers?|canceled|canceling|honors?|catalogs?)\b/i,
    message: 'British spelling: behaviour, colour, favourite, centre, cancelled, honour, catalogue',
    example: 'Offensive behavior',
  },
  {
    id: 'punctuation:ellipsis',
    pattern: /\.\.\./,
    message: 'one ellipsis character "…", directly after the word: "Saving…"',
    example: 'Saving...',
  },
];
