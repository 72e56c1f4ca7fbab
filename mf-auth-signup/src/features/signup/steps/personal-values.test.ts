import { describe, expect, it } from 'vitest';
import { PROFILE_ATTRIBUTE_VALUES, ProfileUpdateSchema, type OwnProfile } from '@app/shared/contract';
import en from '../locales/en.json';
import { askedAttributes, initialPersonal, personalUpdate, valueKey } from './personal-values';

const profile = {
  gender: 'female',
  sexuality: 'lesbian',
  hair_colour: 'blonde',
  eye_colour: null,
  body_type: null,
  relationship_status: 'single',
  tattoos: null,
} as OwnProfile;

describe('personal info step values', () => {
  it("asks only the site's visible fields that are attributes, in the site's order", () => {
    expect(askedAttributes(['about_me', 'tattoos', 'hair_colour', 'unknown'])).toEqual(['tattoos', 'hair_colour']);
  });

  it('starts from the profile, with whom its sexuality looks for', () => {
    expect(initialPersonal(profile, ['hair_colour', 'eye_colour'])).toEqual({
      gender: 'female',
      seeking: 'women',
      attributes: { hair_colour: 'blonde', eye_colour: '' },
    });
  });

  it('sends the sexuality that follows from gender and whom the member looks for', () => {
    const update = personalUpdate(
      { gender: 'male', seeking: 'both', attributes: { hair_colour: 'red', tattoos: '' } },
      ['hair_colour', 'tattoos'],
    );
    expect(update).toEqual({ gender: 'male', sexuality: 'bi', hair_colour: 'red', tattoos: null });
    expect(ProfileUpdateSchema.safeParse(update).success).toBe(true);
  });
});

describe('attribute value texts', () => {
  it('has a translation for every value of every attribute (e.g. hair colour blonde)', () => {
    const attributes = en.signup.attributes as Record<string, { label: string; values: Record<string, string> }>;
    for (const [field, values] of Object.entries(PROFILE_ATTRIBUTE_VALUES)) {
      expect(attributes[field]?.label).toBeTruthy();
      for (const value of values) expect(attributes[field]?.values[valueKey(value)], `${field}.${value}`).toBeTruthy();
    }
    expect(attributes.hair_colour?.values[valueKey('blonde')]).toBe('Blonde');
  });
});
