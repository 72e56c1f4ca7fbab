import { GENDERS, PROFILE_ATTRIBUTE_VALUES, SEXUALITIES } from '@app/shared/contract/profile-values';

/** The optional attributes of a profile (hair colour, eye colour, body type, relationship status, tattoos). */
export type AttributeField = keyof typeof PROFILE_ATTRIBUTE_VALUES;
export const ATTRIBUTE_FIELDS = Object.keys(PROFILE_ATTRIBUTE_VALUES) as AttributeField[];

/** Every profile field whose values this catalogue names: the attributes, gender and sexuality. */
export const NAMED_FIELD_VALUES = { ...PROFILE_ATTRIBUTE_VALUES, gender: GENDERS, sexuality: SEXUALITIES } as const;
export type NamedField = keyof typeof NAMED_FIELD_VALUES;

/** Whether a field may stay empty ("Rather not say"): the attributes may, gender and sexuality not. */
export function isOptionalField(field: NamedField): field is AttributeField {
  return field in PROFILE_ATTRIBUTE_VALUES;
}

/** The translation key (in `auth`) of a field's name, e.g. `attributes.hair_colour.label`. */
export function fieldLabelKey(field: NamedField): string {
  return `attributes.${field}.label`;
}

/**
 * The translation key (in `auth`) of a field's value, e.g. `attributes.tattoos.values.a-few`: the
 * underscore goes, or i18next would read `a_few` as the plural form `few` of `a`.
 */
export function fieldValueKey(field: NamedField, value: string): string {
  return `attributes.${field}.values.${value.replaceAll('_', '-')}`;
}

/** The site's visible_profile_fields that are attributes, in the site's order. */
export function visibleAttributes(visibleProfileFields: readonly string[]): AttributeField[] {
  return visibleProfileFields.filter((field): field is AttributeField => field in PROFILE_ATTRIBUTE_VALUES);
}
