import { z } from 'zod';

/**
 * The one rule for every id a client sends (bodies, queries, live frames). Every id column is a
 * PostgreSQL `integer` (int4): a larger number, or a negative one, is no row; sent on to the
 * database it fails the query ("out of range for type integer") and the client got a 500. So the
 * schema refuses it, and the answer is a 400 that names the field.
 */

/** The largest PostgreSQL `integer` (int4), and so the largest id. */
export const INT4_MAX = 2_147_483_647;

const INVALID = 'errors.field_invalid';

/** An id in JSON: a whole number in 1..INT4_MAX. */
export const IdSchema = z.number(INVALID).int(INVALID).positive(INVALID).max(INT4_MAX, INVALID);

/** An id, or 0 for "none yet" (a read receipt up to no message). */
export const IdOrZeroSchema = z.number(INVALID).int(INVALID).nonnegative(INVALID).max(INT4_MAX, INVALID);

/** An id in a query string (`?id=12`): the text taken as a number, then the same rule. */
export const QueryIdSchema = z.coerce.number(INVALID).int(INVALID).positive(INVALID).max(INT4_MAX, INVALID);
