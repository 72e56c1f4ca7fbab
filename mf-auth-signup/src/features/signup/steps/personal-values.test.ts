import { describe, expect, it } from 'vitest';
import { ProfileUpdateSchema, type OwnProfile } from '@app/shared/contract';
import { initialPersonal, personalUpdate } from './personal-values';

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
