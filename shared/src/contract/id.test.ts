import { describe, expect, it } from 'vitest';
import { IdOrZeroSchema, IdSchema, INT4_MAX, QueryIdSchema } from './id';

const error = (result: { success: boolean; error?: { issues: Array<{ message: string }> } }) =>
  result.success ? null : result.error!.issues[0]!.message;

describe('the id rule', () => {
  it('takes a whole number from 1 to the largest int4', () => {
    expect(IdSchema.parse(1)).toBe(1);
    expect(IdSchema.parse(INT4_MAX)).toBe(2_147_483_647);
  });

  it.each([0, -1, -2_147_483_649, INT4_MAX + 1, 2 ** 53 + 2, 1e308, 1.5, Number.NaN, '12', null, [1]])(
    'refuses %s with errors.field_invalid',
    (value) => {
      expect(error(IdSchema.safeParse(value))).toBe('errors.field_invalid');
    },
  );

  it('takes 0 where "none" is meant, and nothing beyond int4', () => {
    expect(IdOrZeroSchema.parse(0)).toBe(0);
    expect(error(IdOrZeroSchema.safeParse(-1))).toBe('errors.field_invalid');
    expect(error(IdOrZeroSchema.safeParse(INT4_MAX + 1))).toBe('errors.field_invalid');
  });

  it('reads a query string and holds it to the same rule', () => {
    expect(QueryIdSchema.parse('12')).toBe(12);
    expect(QueryIdSchema.parse(String(INT4_MAX))).toBe(INT4_MAX);
    for (const value of ['2147483648', '-1', '0', '99999999999999999999', '1e400', 'abc', '1.5', '', ['1', '2']]) {
      expect(error(QueryIdSchema.safeParse(value)), String(value)).toBe('errors.field_invalid');
    }
  });
});
