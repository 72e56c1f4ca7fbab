import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '@app/shared/contract';
import { errorPageFallbackTexts } from './fallback-texts';

describe('texts when the error page fails', () => {
  it('gives the spec text in English and falls back to English for an unknown language', () => {
    expect(errorPageFallbackTexts('en')).toEqual({
      title: 'An error occurred while showing the error page',
      home: 'Go back to home',
    });
    expect(errorPageFallbackTexts('xx')).toEqual(errorPageFallbackTexts('en'));
    expect(errorPageFallbackTexts(undefined)).toEqual(errorPageFallbackTexts('en'));
  });

  it.each(LANGUAGES.filter((language) => language !== 'en'))('has its own %s texts', (language) => {
    const texts = errorPageFallbackTexts(language);
    expect(texts.title).not.toBe(errorPageFallbackTexts('en').title);
    expect(texts.home.length).toBeGreaterThan(3);
  });
});
