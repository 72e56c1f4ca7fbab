import { describe, expect, it } from 'vitest';
import { PasswordResetDoSchema } from './account';
import { GENDERS, SEXUALITIES } from './profile';
import { nameProblem, SEEKING, seekingFor, sexualityFor, SignupSchema } from './signup';

const messages = (result: { error?: { issues: Array<{ path: PropertyKey[]; message: string }> } }) =>
  Object.fromEntries((result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]));

describe('nameProblem (spec section 5)', () => {
  it('refuses a name equal to the email or its part before the @, in any case', () => {
    expect(nameProblem('Anna@Example.com', 'anna@example.com')).toBe('errors.name_same_as_email');
    expect(nameProblem(' ANNA ', 'anna@example.com')).toBe('errors.name_same_as_email');
  });
  it('refuses a name starting with @', () => {
    expect(nameProblem('@anna', 'x@example.com')).toBe('errors.name_starts_with_at');
  });
  it('takes any other name', () => {
    expect(nameProblem('Anna', 'anna.b@example.com')).toBeNull();
  });
});

describe('sexualityFor and seekingFor', () => {
  it('are each other’s inverse for every gender and choice', () => {
    for (const gender of GENDERS) {
      for (const seeking of SEEKING) expect(seekingFor(gender, sexualityFor(gender, seeking))).toBe(seeking);
    }
  });
  it('name the four sexualities', () => {
    expect(sexualityFor('male', 'women')).toBe('hetero');
    expect(sexualityFor('male', 'men')).toBe('gay');
    expect(sexualityFor('female', 'women')).toBe('lesbian');
    expect(sexualityFor('female', 'both')).toBe('bi');
    expect(new Set(GENDERS.flatMap((gender) => SEEKING.map((s) => sexualityFor(gender, s))))).toEqual(
      new Set(SEXUALITIES),
    );
  });
});

describe('every problem at once', () => {
  it('names the name rule together with the other fields’ problems', () => {
    const result = SignupSchema.safeParse({
      email: 'sam@example.com',
      name: 'sam',
      date_of_birth: '2020-01-01',
      password: 'short',
      gender: 'male',
      sexuality: 'hetero',
    });
    expect(messages(result)).toEqual({
      name: 'errors.name_same_as_email',
      date_of_birth: 'errors.too_young',
      password: 'errors.password_too_short',
    });
  });
  it('names mismatching passwords together with a short one', () => {
    const result = PasswordResetDoSchema.safeParse({ token: 't', password: 'short', password_repeat: 'other' });
    expect(messages(result)).toEqual({
      password: 'errors.password_too_short',
      password_repeat: 'errors.passwords_mismatch',
    });
  });
});
