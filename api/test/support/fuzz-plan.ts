import {
  bodyFields,
  caseBuilder,
  DATABASE_EDGES,
  QUERY_EDGES,
  QUERY_WRONG,
  replaced,
  sampleRequest,
  WRONG_VALUES,
  type FuzzCase,
} from './fuzz-cases';
import type { Random } from './fuzz-random';
import type { Operation } from './openapi-samples';

/**
 * `wide`: a seeded sample of every kind of malformed input (PGlite: fast, so most requests go here).
 * `edges`: every field with every value PostgreSQL itself refuses (NUL, integers beyond int4) and
 * every other text edge, nothing sampled (PostgreSQL: the database that refuses them).
 */
export type FuzzMode = 'wide' | 'edges';

/** Whole-body mistakes: not JSON, another type, not an object. */
const BODY_SHAPES: Array<[string, Partial<FuzzCase>]> = [
  ['invalid JSON', { payload: '{"a":', headers: { 'content-type': 'application/json' } }],
  ['text/plain', { payload: 'hello', headers: { 'content-type': 'text/plain' } }],
  ['form', { payload: 'a=1&b=2', headers: { 'content-type': 'application/x-www-form-urlencoded' } }],
  ['empty JSON', { payload: '', headers: { 'content-type': 'application/json' } }],
  ['JSON array', { payload: '[1,2]', headers: { 'content-type': 'application/json' } }],
  ['JSON string', { payload: '"text"', headers: { 'content-type': 'application/json' } }],
  ['JSON null', { payload: 'null', headers: { 'content-type': 'application/json' } }],
  ['charset', { payload: '{}', headers: { 'content-type': 'application/json; charset=utf-16' } }],
];

/** Paths around the operation's own: a NUL, bad percent-encoding, a long tail. */
const PATH_TAILS = ['%00', '/%00', '%zz', `/${'a'.repeat(3_000)}`, '/..%2f..%2fetc', '%ED%A0%80'];

export function planCases(
  operation: Operation,
  {
    mode,
    random,
    ids,
    key,
    shallow,
  }: {
    mode: FuzzMode;
    random: Random;
    ids: readonly number[];
    key: () => string;
    /** A visitor on a member's route: stopped before validation, a few cases suffice. */
    shallow: boolean;
  },
): FuzzCase[] {
  const base = sampleRequest(operation, ids, random);
  const { make, withBody } = caseBuilder(operation, base, random, key);
  const fields = bodyFields(base.bodySchema, base.body);
  const takesBody = base.body !== null || operation.otherBodyTypes.length > 0;
  const cases: FuzzCase[] = [];
  const pick = <T>(items: readonly T[], count: number) => (mode === 'edges' ? [...items] : random.sample(items, count));

  for (const field of shallow ? random.sample(fields, 1) : fields) {
    const values = [...pick(DATABASE_EDGES, 2), ...(mode === 'wide' ? random.sample(WRONG_VALUES, 2) : [])];
    for (const [name, value] of values)
      cases.push(withBody(`${field.join('.')}=${name}`, replaced(base.body!, field, value)));
  }
  for (const parameter of shallow ? random.sample(operation.query, 1) : operation.query) {
    const values = [...pick(QUERY_EDGES, 2), ...(mode === 'wide' ? random.sample(QUERY_WRONG, 2) : [])];
    for (const [name, value] of values)
      cases.push(make(`?${parameter.name}=${name}`, { query: { [parameter.name]: value } }));
  }
  if (mode === 'edges') return cases;

  if (takesBody) {
    for (const [name, changes] of random.sample(BODY_SHAPES, shallow ? 1 : 3))
      cases.push(make(`body ${name}`, changes));
  }
  if (!shallow && base.body && base.bodySchema) {
    const required = base.bodySchema.required ?? [];
    if (required.length) {
      const missing = random.pick(required);
      cases.push(
        withBody(
          `without ${missing}`,
          replaced(base.body, [missing], () => undefined),
        ),
      );
    }
    cases.push(withBody('extra field', { ...base.body, fuzz_extra: 1 }));
  }
  if (!shallow && operation.query.length) {
    const parameter = random.pick(operation.query);
    cases.push(make(`?${parameter.name} twice`, { query: { [parameter.name]: `1&${parameter.name}=2` } }));
  }
  if (!shallow) cases.push(make('unknown query', { query: { fuzz_unknown: 'x%00y' } }));
  const tail = random.pick(PATH_TAILS);
  const pathCase = make(`path +${tail.slice(0, 12)}`);
  cases.push({ ...pathCase, url: pathCase.url.replace(operation.path, `${operation.path}${tail}`) });
  return cases;
}
