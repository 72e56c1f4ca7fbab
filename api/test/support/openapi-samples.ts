import type { Random } from './fuzz-random';

/** The parts of an OpenAPI 3.0 JSON Schema that the fuzz test reads. */
export interface JsonSchema {
  type?: string;
  enum?: unknown[];
  format?: string;
  pattern?: string;
  allOf?: JsonSchema[];
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  nullable?: boolean;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: boolean | number;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  minItems?: number;
  default?: unknown;
}

export interface Operation {
  method: string;
  path: string;
  /** Needs a member's session. */
  session: boolean;
  query: Array<{ name: string; schema: JsonSchema; required: boolean }>;
  /** The JSON body's schema; null when the operation takes none or takes another type only. */
  body: JsonSchema | null;
  /** Content types of the body other than JSON (raw images). */
  otherBodyTypes: string[];
  /** Answers its errors in the project's format (false: a page for browsers, `docs({ errors: false })`). */
  errorFormat: boolean;
}

interface OpenApiOperation {
  security?: unknown[];
  parameters?: Array<{ in: string; name: string; required?: boolean; schema?: JsonSchema }>;
  requestBody?: { content: Record<string, { schema?: JsonSchema }> };
  responses?: Record<string, unknown>;
}

/** Every operation of the served OpenAPI document. */
export function operationsOf(document: { paths: Record<string, Record<string, OpenApiOperation>> }): Operation[] {
  return Object.entries(document.paths).flatMap(([path, operations]) =>
    Object.entries(operations).map(([method, operation]) => {
      const content = operation.requestBody?.content ?? {};
      return {
        method: method.toUpperCase(),
        path,
        session: Boolean(operation.security?.length),
        query: (operation.parameters ?? [])
          .filter((parameter) => parameter.in === 'query')
          .map(({ name, schema, required }) => ({ name, schema: schema ?? {}, required: Boolean(required) })),
        body: content['application/json']?.schema ?? null,
        otherBodyTypes: Object.keys(content).filter((type) => type !== 'application/json'),
        errorFormat: Object.keys(operation.responses ?? {}).includes('4XX'),
      };
    }),
  );
}

/** Texts tried in turn for a string field until one fits its patterns and lengths. */
const TEXT_CANDIDATES = [
  'A fuzzing visitor writes a text that is long enough for every minimum length.',
  'fuzz.member@example.com',
  'https://push.example.com/subscription/1',
  'NL',
  'EUR',
  'A-000001',
  'abcdefghijklmnop',
  '/members',
  '2000-01-01',
  '123456',
];

function patternsOf(schema: JsonSchema): RegExp[] {
  const own = schema.pattern ? [schema.pattern] : [];
  const nested = (schema.allOf ?? []).flatMap((part) => (part.pattern ? [part.pattern] : []));
  return [...own, ...nested].map((pattern) => new RegExp(pattern, 'u'));
}

function sampleText(schema: JsonSchema): string {
  if (schema.format === 'email') return 'fuzz.member@example.com';
  if (schema.format === 'uri') return 'https://push.example.com/subscription/1';
  const patterns = patternsOf(schema);
  const fits = (text: string) => patterns.every((pattern) => pattern.test(text));
  const min = schema.minLength ?? 0;
  const max = schema.maxLength ?? Number.POSITIVE_INFINITY;
  for (const candidate of TEXT_CANDIDATES) {
    const sized = candidate.length < min ? candidate.padEnd(min, ' text') : candidate.slice(0, max);
    if (sized.length >= min && fits(sized)) return sized;
  }
  return TEXT_CANDIDATES[0]!.slice(0, max);
}

function sampleNumber(schema: JsonSchema, ids: readonly number[], random: Random): number {
  const exclusive = schema.exclusiveMinimum === true;
  const min = (schema.minimum ?? Number.NEGATIVE_INFINITY) + (exclusive ? 1 : 0);
  const max = schema.maximum ?? Number.POSITIVE_INFINITY;
  const fitting = ids.filter((id) => id >= min && id <= max);
  if (fitting.length > 0) return random.pick(fitting);
  return Number.isFinite(min) ? min : Math.min(max, 1);
}

/**
 * A value that fits the schema as far as JSON Schema says (refinements are not in it), so that a single
 * bad field is the one that decides; integers are picked from `ids` (rows that exist) where they fit.
 */
export function sampleValue(schema: JsonSchema, ids: readonly number[], random: Random): unknown {
  if (schema.enum?.length) return random.pick(schema.enum);
  const branches = schema.oneOf ?? schema.anyOf;
  if (branches?.length) return sampleValue(random.pick(branches), ids, random);
  if (schema.default !== undefined && random.chance(0.3)) return schema.default;
  switch (schema.type) {
    case 'string':
      return sampleText(schema);
    case 'integer':
    case 'number':
      return sampleNumber(schema, ids, random);
    case 'boolean':
      return random.chance(0.5);
    case 'array': {
      const count = Math.max(schema.minItems ?? 0, random.below(3));
      return Array.from({ length: count }, () => sampleValue(schema.items ?? {}, ids, random));
    }
    case 'object': {
      const required = new Set(schema.required ?? []);
      const entries = Object.entries(schema.properties ?? {}).filter(
        ([name]) => required.has(name) || random.chance(0.6),
      );
      return Object.fromEntries(entries.map(([name, property]) => [name, sampleValue(property, ids, random)]));
    }
    default:
      return schema.nullable ? null : 'fuzz';
  }
}

/** The object branch of a body schema that the sample took (by its enum'd discriminator, else the first). */
export function branchOf(schema: JsonSchema, sample: Record<string, unknown>): JsonSchema {
  const branches = schema.oneOf ?? schema.anyOf;
  if (!branches) return schema;
  return (
    branches.find(
      (branch) =>
        Object.keys(sample).every((key) => branch.properties?.[key] !== undefined) &&
        (branch.required ?? []).every((key) => key in sample),
    ) ?? branches[0]!
  );
}
