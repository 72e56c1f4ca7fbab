import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { AppError } from './app-error';
import { validate } from './validate';

const schema = z
  .object({
    name: z.string().min(2, 'errors.name_required'),
    tracking: z.object({ network: z.string() }).strict().optional(),
  })
  .strict();

function fieldsOf(input: unknown): Record<string, string> | undefined {
  try {
    validate(schema, input);
    return undefined;
  } catch (error) {
    expect(error).toBeInstanceOf(AppError);
    return (error as AppError).extra.fields;
  }
}

describe('validate', () => {
  it('answers the parsed value when it is valid', () => {
    expect(validate(schema, { name: 'Anna' })).toEqual({ name: 'Anna' });
  });

  it("names a bad field with the schema's translation key", () => {
    expect(fieldsOf({ name: 'A' })).toEqual({ name: 'errors.name_required' });
  });

  it('names an unknown field, also inside a nested object, by its full path', () => {
    expect(fieldsOf({ name: 'Anna', evil: 1 })).toEqual({ evil: 'errors.field_unknown' });
    expect(fieldsOf({ name: 'Anna', tracking: { network: 'x', evil: 1 } })).toEqual({
      'tracking.evil': 'errors.field_unknown',
    });
  });

  it('names the body when it is not an object at all', () => {
    expect(fieldsOf('nope')).toEqual({ body: 'errors.field_invalid' });
  });
});
