import { describe, expect, it } from 'vitest';
import type { OwnProfile } from '@app/shared/contract';
import { ATTRIBUTE_FIELDS } from '../../../common/attributes/attribute-keys';
import { checkProfileForm, formValuesOf, loadProfileSchema } from './profile-form-values';

const schema = await loadProfileSchema();

const profile: OwnProfile = {
  id: 5,
  email: 'sun.shine@example.com',
  name: 'Sunny',
  birth_date: '1990-04-02',
  age: 35,
  gender: 'female',
  sexuality: 'hetero',
  country: 'NL',
  region_id: 12,
  city: 'Utrecht',
  latitude: null,
  longitude: null,
  interests: ['music'],
  about_me: null,
  signup_message: 'Hi',
  hair_colour: 'blonde',
  eye_colour: null,
  body_type: null,
  relationship_status: null,
  tattoos: null,
  hidden: false,
  photos: [],
  photo_limit: 3,
  incomplete_steps: [],
};

describe('checkProfileForm', () => {
  it('answers nothing to save for an untouched form', () => {
    expect(checkProfileForm(formValuesOf(profile), profile, ATTRIBUTE_FIELDS, schema)).toEqual({
      update: {},
      errors: null,
    });
  });

  it('answers only the changed fields, as the server takes them', () => {
    const values = {
      ...formValuesOf(profile),
      city: '  ',
      about_me: ' Hello there ',
      eye_colour: 'green',
      region_id: '',
    };
    expect(checkProfileForm(values, profile, ATTRIBUTE_FIELDS, schema)).toEqual({
      update: { city: null, about_me: 'Hello there', eye_colour: 'green', region_id: null },
      errors: null,
    });
  });

  it('clears an attribute set back to "rather not say"', () => {
    const values = { ...formValuesOf(profile), hair_colour: '' };
    expect(checkProfileForm(values, profile, ATTRIBUTE_FIELDS, schema).update).toEqual({ hair_colour: null });
  });

  it('leaves out attributes the site does not show', () => {
    const values = { ...formValuesOf(profile), tattoos: 'many' };
    expect(checkProfileForm(values, profile, ['hair_colour'], schema).update).toEqual({});
  });

  it('refuses a name equal to the email address or its local part (spec section 5)', () => {
    for (const name of ['sun.shine@example.com', 'SUN.SHINE']) {
      expect(checkProfileForm({ ...formValuesOf(profile), name }, profile, [], schema).errors).toEqual({
        name: 'errors.name_same_as_email',
      });
    }
  });

  it('refuses a name starting with @, a missing and a too young date of birth', () => {
    const young = new Date(Date.now() - 10 * 365 * 86_400_000).toISOString().slice(0, 10);
    expect(checkProfileForm({ ...formValuesOf(profile), name: '@sun' }, profile, [], schema).errors).toEqual({
      name: 'errors.name_starts_with_at',
    });
    expect(checkProfileForm({ ...formValuesOf(profile), birth_date: '' }, profile, [], schema).errors).toEqual({
      birth_date: 'errors.date_required',
    });
    expect(checkProfileForm({ ...formValuesOf(profile), birth_date: young }, profile, [], schema).errors).toEqual({
      birth_date: 'errors.too_young',
    });
  });

  it('refuses more interests than allowed', () => {
    const interests = Array.from({ length: 16 }, (_, index) => `i${index}`);
    expect(checkProfileForm({ ...formValuesOf(profile), interests }, profile, [], schema).errors).toEqual({
      interests: 'errors.too_many_interests',
    });
  });
});
