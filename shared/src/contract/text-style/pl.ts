import type { TextStyleRule } from './rule';

/** The checkable rules of docs/i18n/pl.md. */
export const rules: TextStyleRule[] = [
  {
    id: 'address',
    pattern: /(?<!\p{L})(Państw(o|a|u|em)|Pan(a|u|em|ią|i)?)(?!\p{L})(?! członkowsk)/u,
    message: 'the site says "Ty", never "Państwo" or "Pan/Pani": "Twój", "Ciebie", "możesz"',
    example: 'Języki Państwa kraju',
  },
  {
    id: 'address:prosimy',
    pattern: /(?<!\p{L})(?<!nie )[Pp]rosimy(?!\p{L})/u,
    message: 'no impersonal "Prosimy …": address the member with the imperative ("Spróbuj ponownie")',
    example: 'Coś poszło nie tak. Prosimy spróbować ponownie później.',
  },
  {
    id: 'address:capital',
    pattern: /(?<!\p{L})(ty|cię|ciebie|tobie|tobą|twój|twoj(a|e|ego|ej|emu|ą|im|ich|imi)|twoi)(?!\p{L})/u,
    message: 'the pronouns of address are capitalised: Ty, Cię, Ciebie, Tobie, Tobą, Twój, Twoja, Twoje',
    example: 'Nikt jeszcze cię nie polubił.',
  },
  {
    id: 'glossary:match',
    pattern: /(?<!\p{L})dopasowa(ni|ń)\p{L}*/iu,
    message: 'a match is "para" ("Pasujecie do siebie!", "Twoje pary"), never "dopasowanie"',
    example: 'Jest dopasowanie!',
  },
  {
    id: 'glossary:member',
    pattern: /(?<!\p{L})członk(owie|ów|om|ami|ach|iem|a|u)?(?!\p{L})|(?<!\p{L})członek(?!\p{L})/iu,
    message: 'a member is "użytkownik" (premium: "użytkownik premium"), never "członek"',
    example: 'Szukaj członków',
  },
  {
    id: 'glossary:e-mail',
    pattern: /(?<![\p{L}{_-])(email\p{L}*|mail(a|e|em|u|i|owy)?)(?!\p{L})/iu,
    message: 'write "e-mail" (e-maila, e-maile), never "email" or "mail"',
    example: 'Wyślij maila do obsługi klienta',
  },
  {
    id: 'glossary:premium',
    pattern: /(?<!\p{L})(Zdobądź|Wykup|Kup) [Pp]remium(?!\p{L})/u,
    message: 'the premium call to action is "Przejdź na Premium"',
    example: 'Zdobądź Premium',
  },
  {
    id: 'glossary:kvk',
    pattern: /Izb(a|y|ie) Handlow/u,
    message:
      'the company is registered with the Dutch KvK: "Nr KvK" or "numer w holenderskim rejestrze handlowym (KvK)"',
    example: 'Nr w rejestrze Izby Handlowej',
  },
  {
    id: 'inflection:time',
    pattern: /(?<!\p{L})(od|do|po|przed|w|we|na|z|ze|około)\s+\{\{(time|date)\}\}/iu,
    message: '{{time}}/{{date}} is nominative: write "…: {{time}}" instead of a preposition before it',
    example: 'Znowu możesz polubić od {{time}}.',
  },
  {
    id: 'inflection:name',
    pattern: /(?<!\p{L})(od|do|dla|z|ze|o|u|przez|dla)\s+\{\{name\}\}/iu,
    message: '{{name}} cannot be declined: write "użytkownika {{name}}", "z użytkownikiem {{name}}"',
    example: 'Napisz do {{name}}',
  },
];
