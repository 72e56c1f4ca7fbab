import type { TextStyleRule } from './rule';

/** The checkable rules of docs/i18n/fr.md. */
export const rules: TextStyleRule[] = [
  {
    id: 'glossary:premium',
    // Lowercase inside a sentence; a capital only where it starts the text or the sentence.
    pattern: /(?<=\p{L}[,]? )Premium/u,
    message: 'Write premium in lowercase inside a sentence: "Passer premium", "membre premium"',
    example: 'Passer Premium',
  },
  {
    id: 'address',
    // The site says "vous". Only the icebreakers, questions one member sends another, say "tu": a
    // text that ends with a question mark is left out.
    pattern: /^(?![\s\S]*\?\s*$)[\s\S]*(?<!\p{L})(?:tu|ton|ta|tes|toi|te|t['’])(?![\p{L}'’])/iu,
    message: 'Address the member with "vous" (Confirmez votre adresse), never with "tu"',
    example: 'Confirme ton adresse e-mail.',
  },
  {
    id: 'glossary:like',
    pattern: /(?<!\p{L})j['’]aime(?!\p{L})|(?<!\p{L})vous aime(?!\p{L})|(?<!\p{L})(?:pour|nouveau) aimer(?!\p{L})/iu,
    message: 'Write "like / liker" (un like, liker un profil, qui vous a liké·e), never "j’aime" or "aimer" (= love)',
    example: 'Voir qui vous aime',
  },
  {
    id: 'glossary:match',
    pattern: /(?<![\p{L}{_])(?:matches|affinités?)(?!\p{L})/iu,
    message: 'Write "match" (plural "matchs"), not "matches" or "affinités"',
    example: 'Trouver des affinités',
  },
  {
    id: 'glossary:email',
    pattern: /(?<![\p{L}{_-])(?:email|mail|courriel)s?(?![\p{L}}_])/iu,
    message: 'Write "e-mail" (un e-mail, adresse e-mail), not "email", "mail" or "courriel"',
    example: 'Cliquez sur le lien du mail.',
  },
  {
    id: 'glossary:name',
    pattern: /(?<!\p{L})prénom(?!\p{L})/iu,
    message: 'The display name is the "pseudo", not the "prénom"',
    example: 'Prénom',
  },
  {
    id: 'glossary:kvk',
    pattern: /Chambre de commerce(?! néerlandaise)/iu,
    message: 'Write "N° KvK" or "Chambre de commerce néerlandaise (KvK)"',
    example: 'N° Chambre de commerce',
  },
  {
    id: 'typography:apostrophe',
    pattern: /'/u,
    message: 'Write the typographic apostrophe ’ (l’e-mail, aujourd’hui)',
    example: "C'est un match !",
  },
  {
    id: 'typography:space',
    // A no-break space (U+00A0 or the narrow U+202F) before : ; ! ? » and after «, never a plain one.
    pattern: / [:;!?»]|« /u,
    message: 'Put a no-break space (U+00A0 or U+202F) before : ; ! ? » and after «, never a plain space',
    example: 'C’est un match !',
  },
  {
    id: 'inflection:elision',
    pattern: /['’]\{\{/u,
    message: 'No elision before a variable (its first letter is unknown): "de {{name}}", "le profil de {{name}}"',
    example: 'Les photos d’{{name}}',
  },
  {
    id: 'typography:ellipsis',
    pattern: /\.\.\./u,
    message: 'Write the ellipsis as one character: …',
    example: 'Chargement...',
  },
  {
    id: 'typography:quotes',
    pattern: /"/u,
    message: 'Write the quotation marks « »',
    example: 'Cliquez sur "Liker"',
  },
];
