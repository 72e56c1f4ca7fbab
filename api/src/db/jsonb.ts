/**
 * A value for a jsonb column. node-postgres would send a JS array as a PostgreSQL array, so jsonb
 * values are sent as JSON text (PGlite and PostgreSQL both cast it).
 */
export function jsonb<T>(value: T): T {
  return JSON.stringify(value) as unknown as T;
}
