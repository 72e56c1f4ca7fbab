import { describe, expect, it } from 'vitest';
import { GENDERS, SEEKING, SEXUALITIES, seekingFor, sexualityFor } from './profile-values';
import { searchGenderFor, soughtGenders } from './sought-genders';

describe('soughtGenders: whom a member looks for', () => {
  it.each([
    ['male', 'hetero', ['female']],
    ['female', 'hetero', ['male']],
    ['male', 'gay', ['male']],
    ['female', 'lesbian', ['female']],
    ['male', 'bi', ['male', 'female']],
    ['female', 'bi', ['male', 'female']],
  ] as const)('a %s %s member looks for %j', (gender, sexuality, sought) => {
    expect(soughtGenders(gender, sexuality)).toEqual(sought);
  });

  it('is what the sign-up’s "looking for" stands for (sexualityFor), for every gender and choice', () => {
    const gendersOf = { men: ['male'], women: ['female'], both: ['male', 'female'] };
    for (const gender of GENDERS) {
      for (const seeking of SEEKING)
        expect(soughtGenders(gender, sexualityFor(gender, seeking))).toEqual(gendersOf[seeking]);
      for (const sexuality of SEXUALITIES) {
        expect(soughtGenders(gender, sexuality)).toEqual(gendersOf[seekingFor(gender, sexuality)]);
      }
    }
  });
});

describe('searchGenderFor: the gender filter a search starts from', () => {
  it('is the one gender sought, and none (men and women) for a bisexual member', () => {
    expect(searchGenderFor('male', 'hetero')).toBe('female');
    expect(searchGenderFor('female', 'hetero')).toBe('male');
    expect(searchGenderFor('male', 'gay')).toBe('male');
    expect(searchGenderFor('female', 'lesbian')).toBe('female');
    expect(searchGenderFor('male', 'bi')).toBeUndefined();
  });
});
