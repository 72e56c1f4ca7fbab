import type { TextStyleRule } from './rule';

/** The checkable rules of docs/i18n/es.md. */
export const rules: TextStyleRule[] = [
  {
    id: 'glossary:premium',
    // Lowercase inside a sentence; a capital only where it starts the text or the sentence.
    pattern: /(?<=\p{L}[,]? )Premium/u,
    message: 'Write premium in lowercase inside a sentence: "Hazte premium", "miembro premium"',
    example: 'Hazte Premium',
  },
  {
    id: 'address',
    pattern: /(?<!\p{L})(?:usted(?:es)?|Uds?\.)(?!\p{L})/iu,
    message: 'Address the member with "tú" (Confirma tu dirección), never with "usted"',
    example: 'Confirme su dirección, por favor; usted recibirá un correo.',
  },
  {
    id: 'glossary:like',
    pattern: /(?<![\p{L}{_])likes?(?![\p{L}}_])/iu,
    message: 'Write "me gusta" (invariable: un me gusta, tus me gusta, dar me gusta), not "like"',
    example: 'Todavía no has dado like a nadie.',
  },
  {
    id: 'glossary:match',
    pattern: /(?<!\p{L})coincidencias?(?!\p{L})|buscador de parejas/iu,
    message: 'Write "match" (plural "matches"), not "coincidencia" or "pareja"',
    example: 'Buscador de coincidencias',
  },
  {
    id: 'glossary:email',
    pattern: /(?<![\p{L}{_])e-?mails?(?![\p{L}}_])/iu,
    message: 'Write "correo electrónico" or "correo", not "email"',
    example: 'Te hemos enviado un email.',
  },
  {
    id: 'glossary:photo',
    pattern: /(?<!\p{L})fotograf[ií]as?(?!\p{L})/iu,
    message: 'Write "foto", not "fotografía"',
    example: 'Sube una fotografía',
  },
  {
    id: 'glossary:gift',
    pattern: /(?<!\p{L})obsequios?(?!\p{L})/iu,
    message: 'Write "regalo", not "obsequio"',
    example: 'Enviar un obsequio',
  },
  {
    id: 'glossary:kvk',
    pattern: /Cámara de Comercio(?! neerlandesa)/u,
    message: 'Write "N.º KvK" or "Cámara de Comercio neerlandesa (KvK)"',
    example: 'N.º Cámara de Comercio',
  },
  {
    id: 'typography:ellipsis',
    pattern: /\.\.\./u,
    message: 'Write the ellipsis as one character: …',
    example: 'Cargando...',
  },
  {
    id: 'typography:quotes',
    pattern: /"/u,
    message: 'Write the quotation marks « »',
    example: 'Pulsa "Me gusta"',
  },
];
