import type { TextStyleRule } from './rule';

/** The checkable rules of docs/i18n/fi.md. */
export const rules: TextStyleRule[] = [
  {
    id: 'address',
    pattern: /(?<=\p{Ll},?\s)(Te|Teidän|Teitä|Teille|Teillä|Teiltä|Teistä|Teihin|Teissä|Teidät)(?!\p{L})/u,
    message: 'the site says "sinä" (sinun, sinulle, -si), never the formal "Te"',
    example: 'Lähetämme Teille vahvistuslinkin.',
  },
  {
    id: 'glossary:match',
    pattern: /(?<!\p{L})osum(a|an|aa|at|ia|ien|ille|iin|ini|iini|asi|isi)?(?!\p{L})/iu,
    message: 'a match is "match" (matchit, matchisi, Sait matchin!), never "osuma"',
    example: 'Se on osuma!',
  },
  {
    id: 'glossary:match-finder',
    pattern: /Matchien haku/u,
    message: 'the match finder is "Match-haku"',
    example: 'Matchien haku',
  },
  {
    id: 'glossary:swipe',
    pattern: /(?<!\p{L})pyyhkäisy\p{L}*/iu,
    message: 'swiping is "swaippaus" (Swaippauspeli, swaippaa), never "pyyhkäisy"',
    example: 'Pyyhkäisypeli',
  },
  {
    id: 'glossary:free',
    pattern: /(?<!\p{L})ilmaiseksi(?!\p{L})/iu,
    message: 'free of charge is "maksutta" (Rekisteröidy maksutta), not "ilmaiseksi"',
    example: 'Rekisteröidy ilmaiseksi',
  },
  {
    id: 'glossary:about-me',
    pattern: /Tietoa minusta/u,
    message: '"About me" is "Tietoja minusta"',
    example: 'Tietoa minusta',
  },
  {
    id: 'glossary:e-mail',
    pattern: /(?<![\p{L}{_-])(e-?mail\p{L}*|meili(t|n|ä|ssä|hin|llä|stä)?)(?!\p{L})/iu,
    message: 'e-mail is "sähköposti" (sähköpostiosoite), never "email", "e-mail" or "meili"',
    example: 'Vahvista e-mail-osoitteesi',
  },
  {
    id: 'glossary:premium',
    pattern: /Hanki Premium/u,
    message: 'premium is written in lower case in Finnish text: "Hanki premium", "premium-jäsen"',
    example: 'Hanki Premium',
  },
  {
    id: 'glossary:kvk',
    pattern: /kauppakamar/iu,
    message: 'the company is registered with the Dutch KvK: "Alankomaiden kaupparekisterin (KvK) numero", "KvK-nro"',
    example: 'Kauppakamarin rek.nro',
  },
  {
    id: 'inflection:time',
    pattern: /\{\{(time|date)\}\}\s+(alkaen|lähtien|asti|saakka|jälkeen|mennessä|aikana|kuluessa)(?!\p{L})/iu,
    message: '{{time}}/{{date}} is nominative ("maanantai 23. marraskuuta klo 0.00"): write "…: {{time}}"',
    example: 'Voit tykätä taas {{time}} alkaen.',
  },
  {
    id: 'inflection:date-label',
    pattern: /(?<!\p{L})(Ajankohdan|ajankohdan|Päivän|päivän)\s+\{\{(time|date)\}\}/u,
    message: 'do not decline a label before {{date}}: write "…: {{date}}" or "({{date}})"',
    example: 'Ajankohdan {{date}} jälkeen kaikki tietosi poistetaan.',
  },
];
