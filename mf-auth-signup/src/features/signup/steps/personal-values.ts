import {
  PROFILE_ATTRIBUTE_VALUES,
  seekingFor,
  sexualityFor,
  type GENDERS,
  type OwnProfile,
  type ProfileUpdate,
  type Seeking,
} from '@app/shared/contract';

export type AttributeField = keyof typeof PROFILE_ATTRIBUTE_VALUES;

/** The site's visible_profile_fields that are attributes this step can ask, in the site's order. */
export function askedAttributes(visibleFields: readonly string[]): AttributeField[] {
  return visibleFields.filter((field): field is AttributeField => field in PROFILE_ATTRIBUTE_VALUES);
}

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

/** The translation key of an attribute value: `a_few` would read as the plural form `few` of `a`. */
export function valueKey(value: string): string {
  return value.replace(/_/g, '-');
}
