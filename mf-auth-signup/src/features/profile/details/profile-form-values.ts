import type { OwnProfile, ProfileUpdate } from '@app/shared/contract';
import type { ProfileUpdateSchema } from '@app/shared/contract/own-profile';
import { nameProblem } from '@app/shared/contract/profile-values';
import { fieldErrors, type FieldErrors } from '@app/shared/ui/form-errors';
import { ATTRIBUTE_FIELDS, type AttributeField } from '../../../common/attributes/attribute-keys';

/** What the profile form holds: strings as the controls give them ('' for "not said"). */
export interface ProfileFormValues extends Record<AttributeField, string> {
  name: string;
  birth_date: string;
  gender: string;
  sexuality: string;
  country: string;
  /** The region's id as the select gives it, '' for none. */
  region_id: string;
  city: string;
  interests: string[];
  about_me: string;
  signup_message: string;
}

/** The form's starting values from the saved profile. */
export function formValuesOf(profile: OwnProfile): ProfileFormValues {
  const attributes = Object.fromEntries(ATTRIBUTE_FIELDS.map((field) => [field, profile[field] ?? '']));
  return {
    name: profile.name,
    birth_date: profile.birth_date,
    gender: profile.gender,
    sexuality: profile.sexuality,
    country: profile.country,
    region_id: profile.region_id === null ? '' : String(profile.region_id),
    city: profile.city ?? '',
    interests: profile.interests,
    about_me: profile.about_me ?? '',
    signup_message: profile.signup_message ?? '',
    ...(attributes as Record<AttributeField, string>),
  };
}

/** The request body the form values stand for, before the schema checks it. */
function requestOf(values: ProfileFormValues, attributeFields: readonly AttributeField[]): Record<string, unknown> {
  const attributes = Object.fromEntries(attributeFields.map((field) => [field, values[field] || null]));
  return {
    name: values.name,
    birth_date: values.birth_date,
    gender: values.gender || undefined,
    sexuality: values.sexuality || undefined,
    country: values.country,
    region_id: values.region_id ? Number(values.region_id) : null,
    city: values.city,
    interests: values.interests,
    about_me: values.about_me,
    signup_message: values.signup_message,
    ...attributes,
  };
}

/** Loads the schema the server uses, and zod with it: on the form's first focus or submit, not with the page. */
export async function loadProfileSchema(): Promise<typeof ProfileUpdateSchema> {
  return (await import('@app/shared/contract/own-profile')).ProfileUpdateSchema;
}

export type ProfileFormCheck = { update: ProfileUpdate; errors: null } | { update: null; errors: FieldErrors };

/**
 * Checks the form with the schema the server uses, plus the name rules that need the email (spec
 * section 5), and answers only the fields that differ from the saved profile.
 */
export function checkProfileForm(
  values: ProfileFormValues,
  profile: OwnProfile,
  attributeFields: readonly AttributeField[],
  schema: typeof ProfileUpdateSchema,
): ProfileFormCheck {
  const request = requestOf(values, attributeFields);
  const errors = fieldErrors(schema, request);
  const problem = nameProblem(values.name, profile.email);
  if (problem) errors.name ??= problem;
  if (Object.keys(errors).length > 0) return { update: null, errors };
  const parsed = schema.parse(request);
  const changed = Object.entries(parsed).filter(
    ([field, value]) => JSON.stringify(value) !== JSON.stringify(profile[field as keyof OwnProfile]),
  );
  return { update: Object.fromEntries(changed) as ProfileUpdate, errors: null };
}
