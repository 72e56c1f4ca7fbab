import { PROFILE_ATTRIBUTE_VALUES, type CompletableStep } from '@app/shared/contract';

type AttributeField = keyof typeof PROFILE_ATTRIBUTE_VALUES;
type AttributeValue<F extends AttributeField> = (typeof PROFILE_ATTRIBUTE_VALUES)[F][number];
const ATTRIBUTE_FIELDS = Object.keys(PROFILE_ATTRIBUTE_VALUES) as AttributeField[];

/** A stored attribute as its value key, or null when it holds no known key. */
export function attributeValue<F extends AttributeField>(field: F, value: string | null): AttributeValue<F> | null {
  const values: readonly string[] = PROFILE_ATTRIBUTE_VALUES[field];
  return value !== null && values.includes(value) ? (value as AttributeValue<F>) : null;
}

export interface CompletenessInput {
  photoCount: number;
  region_id: number | null;
  city: string | null;
  interests: readonly string[];
  about_me: string | null;
  attributes: Record<AttributeField, string | null>;
  /** The site's visible_profile_fields: only these attributes count for the personal step. */
  visibleFields: readonly string[];
}

/**
 * The signup steps whose data is still missing (COMPLETABLE_STEPS, in order): `photo` without any
 * photo; `location` without region and city; `personal` when none of the attributes the site shows is
 * set (never when the site shows none); `about` without interests and without an about-me text.
 */
export function incompleteSteps(input: CompletenessInput): CompletableStep[] {
  const steps: CompletableStep[] = [];
  if (input.photoCount === 0) steps.push('photo');
  if (input.region_id === null && input.city === null) steps.push('location');
  const shown = ATTRIBUTE_FIELDS.filter((field) => input.visibleFields.includes(field));
  if (shown.length > 0 && shown.every((field) => input.attributes[field] === null)) steps.push('personal');
  if (input.interests.length === 0 && !input.about_me) steps.push('about');
  return steps;
}
