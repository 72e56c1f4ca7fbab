import type { TextStyleRule } from './rule';

/** The checkable rules of docs/i18n/it.md. */
export const rules: TextStyleRule[] = [
  {
    id: 'glossary:premium',
    // Lowercase inside a sentence; a capital only where it starts the text or the sentence.
    pattern: /(?<=\p{L}[,]? )Premium/u,
    message: 'Write premium in lowercase inside a sentence: "Passa a premium", "membro premium"',
    example: 'Passa a Premium',
  },
  {
    id: 'address',
    // The formal "Lei" forms, capitalised inside a sentence or in the fixed formal openings.
    pattern:
      /\p{Ll},?\s(?:Lei|Suo|Sua|Suoi|Sue|La|Le)(?!\p{L})|(?<!\p{L})(?:La|Le) (?:preghiamo|chiediamo|ricordiamo|informiamo|invitiamo|ringraziamo)(?!\p{L})/u,
    message: 'Address the member with "tu" (Conferma il tuo indirizzo), never with "Lei"',
    example: 'Grazie per il Suo acquisto.',
  },
  {
    id: 'glossary:email',
    pattern: /(?<!\p{L})e-mail/iu,
    message: 'Write "email" (un’email, le email), not "e-mail"',
    example: 'Il tuo indirizzo e-mail',
  },
  {
    id: 'glossary:like',
    pattern: /(?<![\p{L}{_])likes?(?![\p{L}}_])/iu,
    message: 'Write "mi piace" (invariable: i tuoi mi piace, mettere mi piace), not "like"',
    example: 'Nessuno ti ha ancora messo un like.',
  },
  {
    id: 'glossary:match',
    pattern: /(?<![\p{L}{_])(?:matches|affinità)(?!\p{L})/iu,
    message: 'Write "match" (invariable: i tuoi match), not "matches" or "affinità"',
    example: 'Trova affinità',
  },
  {
    id: 'glossary:member',
    pattern: /(?<!\p{L})iscritt[oi](?![\p{L}/])/iu,
    message: 'Write "membro/membri" (or "avere un account"), not the masculine-only "iscritto/iscritti"',
    example: 'La chat è riservata agli iscritti.',
  },
  {
    id: 'glossary:sign-up',
    pattern: /(?<!\p{L})registr(?:ati|arti|arsi|andoti|ato|ata|azione)(?![\p{L}/])/iu,
    message: 'Write "iscriviti / iscriverti / iscrizione" for sign up, not "registrati"',
    example: 'Registrati per conoscere questo membro',
  },
  {
    id: 'glossary:gift',
    pattern: /(?<!\p{L})don[oi](?!\p{L})/iu,
    message: 'Write "regalo/regali", not "dono/doni"',
    example: 'Invia un dono',
  },
  {
    id: 'glossary:kvk',
    pattern: /Camera di Commercio(?! olandese)/u,
    message: 'Write "N. KvK" or "Camera di Commercio olandese (KvK)"',
    example: 'N. Camera di Commercio',
  },
  {
    id: 'gender:participle',
    // A participle that describes the member in the masculine only.
    pattern: /(?<!\p{L})(?:sei stato|disconness[oi]|disiscritto)(?![\p{L}/])/iu,
    message:
      'Describe the member without gender ("Abbiamo chiuso la sessione", "hai annullato l’iscrizione") or with "/a"',
    example: 'Sei stato disconnesso dagli altri dispositivi.',
  },
  {
    id: 'typography:apostrophe',
    pattern: /'/u,
    message: 'Write the typographic apostrophe ’ (l’account, un’email)',
    example: "Dai un'occhiata",
  },
  {
    id: 'inflection:elision',
    pattern: /['’]\{\{/u,
    message: 'No elided article before a variable (its first letter is unknown): "di {{name}}", "la foto di {{name}}"',
    example: 'Le foto dell’{{name}}',
  },
  {
    id: 'typography:ellipsis',
    pattern: /\.\.\./u,
    message: 'Write the ellipsis as one character: …',
    example: 'Caricamento...',
  },
  {
    id: 'typography:quotes',
    pattern: /"/u,
    message: 'Write the quotation marks « »',
    example: 'Premi "Mi piace"',
  },
];
