import type { OwnProfile, ProfileUpdate } from '@app/shared/contract';
import { seekingFor, sexualityFor, type GENDERS, type Seeking } from '@app/shared/contract/profile-values';
import type { AttributeField } from '../../../common/attributes/attribute-keys';

export interface PersonalValues {
  gender: (typeof GENDERS)[number];
  seeking: Seeking;
  attributes: Partial<Record<AttributeField, string>>;
}

/** The form's start: the profile's gender, whom that sexuality looks for, and its attribute values. */
export function initialPersonal(profile: OwnProfile, fields: readonly AttributeField[]): PersonalValues {
  return {
    gender: profile.gender,
    seeking: seekingFor(profile.gender, profile.sexuality),
    attributes: Object.fromEntries(fields.map((field) => [field, profile[field] ?? ''])),
  };
}

/** The body of PUT /api/profile.php: gender, the sexuality that follows (sexualityFor), the attributes ('' is none). */
export function personalUpdate(values: PersonalValues, fields: readonly AttributeField[]): ProfileUpdate {
  const attributes = Object.fromEntries(fields.map((field) => [field, values.attributes[field] || null]));
  return { gender: values.gender, sexuality: sexualityFor(values.gender, values.seeking), ...attributes };
}
