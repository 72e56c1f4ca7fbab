import type { Random } from './fuzz-random';
import { branchOf, sampleValue, type JsonSchema, type Operation } from './openapi-samples';

/** One malformed request: what it changes (for the report) and what is sent. */
export interface FuzzCase {
  label: string;
  method: string;
  url: string;
  headers: Record<string, string>;
  payload?: string;
}

/** With one character put inside a sample text (keeps its length rules), or alone. */
const inside = (character: string) => (base: unknown) =>
  typeof base === 'string' && base.length > 1 ? `${base.slice(0, 1)}${character}${base.slice(2)}` : character;

type Mutation = [name: string, value: (base: unknown) => unknown];

/** What PostgreSQL refuses (NUL in text, integers beyond int4) and what a text must not carry. */
export const DATABASE_EDGES: Mutation[] = [
  ['NUL', inside('\u0000')],
  ['lone surrogate', inside('\ud800')],
  ['escape character', inside('\u001b')],
  ['int4 + 1', () => 2_147_483_648],
  ['int4 min - 1', () => -2_147_483_649],
  ['2^53 + 2', () => 2 ** 53 + 2],
  ['-1', () => -1],
];

/** Every other kind of wrong value. */
export const WRONG_VALUES: Mutation[] = [
  ['0', () => 0],
  ['1.5', () => 1.5],
  ['1e308', () => 1e308],
  ['numeric string', () => '12'],
  ['empty string', () => ''],
  ['over-long string', () => 'x'.repeat(20_000)],
  ['true', () => true],
  ['null', () => null],
  ['empty array', () => []],
  ['array for scalar', (base) => [base]],
  ['object', () => ({ $ne: null })],
];

/** Query values as the URL carries them (already encoded). */
export const QUERY_EDGES: Array<[string, string]> = [
  ['NUL', '%00'],
  ['NUL in text', 'a%00b'],
  ['int4 + 1', '2147483648'],
  ['int4 min - 1', '-2147483649'],
  ['20 digits', '99999999999999999999'],
  ['-1', '-1'],
  ['UTF-8 lone surrogate', '%ED%A0%80'],
];
export const QUERY_WRONG: Array<[string, string]> = [
  ['0', '0'],
  ['1.5', '1.5'],
  ['1e400', '1e400'],
  ['empty', ''],
  ['word', 'abc'],
  ['over-long', 'x'.repeat(5_000)],
  ['bad percent-encoding', '%zz'],
  ['brackets', '[]'],
];

const MUTATING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

export interface Sampled {
  query: Record<string, string>;
  body: Record<string, unknown> | null;
  bodySchema: JsonSchema | null;
}

/** A request the document calls valid (as far as it can say): the base every case changes one thing of. */
export function sampleRequest(operation: Operation, ids: readonly number[], random: Random): Sampled {
  const query: Record<string, string> = {};
  for (const parameter of operation.query) {
    if (!parameter.required && !random.chance(0.5)) continue;
    query[parameter.name] = String(sampleValue(parameter.schema, ids, random));
  }
  if (!operation.body) return { query, body: null, bodySchema: null };
  const value = sampleValue(operation.body, ids, random);
  const body = value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
  return { query, body, bodySchema: branchOf(operation.body, body) };
}

function queryString(query: Record<string, string>, raw: Record<string, string> = {}): string {
  const parts = Object.entries(query)
    .filter(([name]) => !(name in raw))
    .map(([name, value]) => `${encodeURIComponent(name)}=${encodeURIComponent(value)}`);
  for (const [name, value] of Object.entries(raw)) parts.push(`${encodeURIComponent(name)}=${value}`);
  return parts.length ? `?${parts.join('&')}` : '';
}

/** Builds the requests of one operation; `key` gives a fresh Idempotency-Key. */
export function caseBuilder(operation: Operation, base: Sampled, random: Random, key: () => string) {
  const make = (label: string, changes: Partial<FuzzCase> & { query?: Record<string, string> } = {}): FuzzCase => {
    const headers: Record<string, string> = {};
    if (MUTATING.has(operation.method) && random.chance(0.85)) headers['idempotency-key'] = key();
    const body = base.body === null ? undefined : JSON.stringify(base.body);
    if (body !== undefined) headers['content-type'] = 'application/json';
    return {
      label: `${operation.method} ${operation.path} ${label}`,
      method: operation.method,
      url: `${operation.path}${queryString(base.query, changes.query)}`,
      payload: body,
      ...changes,
      headers: { ...headers, ...changes.headers },
    };
  };
  const withBody = (label: string, body: unknown) =>
    make(label, { payload: JSON.stringify(body), headers: { 'content-type': 'application/json' } });
  return { make, withBody };
}

/** Every field of the body: top-level properties and those of objects one level down. */
export function bodyFields(schema: JsonSchema | null, body: Record<string, unknown> | null): string[][] {
  if (!schema || !body) return [];
  return Object.entries(schema.properties ?? {}).flatMap(([name, property]) => {
    const nested = branchOf(property, {}).properties;
    return nested ? [[name], ...Object.keys(nested).map((child) => [name, child])] : [[name]];
  });
}

/** A copy of the body with the value at `path` replaced (or removed with `undefined`). */
export function replaced(body: Record<string, unknown>, path: string[], make: (base: unknown) => unknown) {
  const copy = structuredClone(body);
  let target: Record<string, unknown> = copy;
  for (const step of path.slice(0, -1)) {
    const next = target[step];
    target[step] = next && typeof next === 'object' && !Array.isArray(next) ? next : {};
    target = target[step] as Record<string, unknown>;
  }
  const last = path.at(-1)!;
  const value = make(target[last]);
  if (value === undefined) delete target[last];
  else target[last] = value;
  return copy;
}
