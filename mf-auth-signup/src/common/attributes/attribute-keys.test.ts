import { describe, expect, it } from 'vitest';
import { Texts } from '@app/shared/i18n';
import en from './locales/en.json';
import {
  fieldLabelKey,
  fieldValueKey,
  isOptionalField,
  NAMED_FIELD_VALUES,
  visibleAttributes,
  type NamedField,
} from './attribute-keys';

const texts = new Texts();
await texts.init({ lng: 'en', resources: { en: { auth: en } }, defaultNS: 'auth' });

describe('attribute keys', () => {
  it("keeps the site's visible fields that are attributes, in the site's order", () => {
    expect(visibleAttributes(['about_me', 'tattoos', 'hair_colour', 'gender', 'shoe_size'])).toEqual([
      'tattoos',
      'hair_colour',
    ]);
  });

  it('gives value keys that cannot be taken for plural forms', () => {
    expect(fieldValueKey('tattoos', 'a_few')).toBe('attributes.tattoos.values.a-few');
    expect(fieldValueKey('body_type', 'plus_size')).toBe('attributes.body_type.values.plus-size');
    expect(fieldValueKey('gender', 'female')).toBe('attributes.gender.values.female');
  });

  it('lets the attributes stay unsaid, never gender or sexuality', () => {
    expect(isOptionalField('eye_colour')).toBe(true);
    expect(isOptionalField('gender')).toBe(false);
    expect(isOptionalField('sexuality')).toBe(false);
  });

  it('names every field and every value of it (e.g. hair colour auburn)', () => {
    for (const [field, values] of Object.entries(NAMED_FIELD_VALUES) as [NamedField, readonly string[]][]) {
      expect(texts.exists(fieldLabelKey(field)), field).toBe(true);
      for (const value of values) expect(texts.exists(fieldValueKey(field, value)), `${field}.${value}`).toBe(true);
    }
    expect(texts.t(fieldLabelKey('hair_colour'))).toBe('Hair colour');
    expect(texts.t(fieldValueKey('hair_colour', 'auburn'))).toBe('Auburn');
    expect(texts.t(fieldValueKey('tattoos', 'a_few'))).toBe('A few');
  });
});
