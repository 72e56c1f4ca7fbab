import { cleanup, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { $user } from '@app/shared/stores/user';
import { testUser } from '../test-support/fixtures';
import { Texts } from './core';
import { useOwnGender } from './own-gender';

afterEach(() => {
  cleanup();
  $user.set(undefined);
});

describe('useOwnGender', () => {
  const i18n = new Texts();
  void i18n.init({
    lng: 'fr',
    resources: {
      fr: {
        translation: {
          out: 'Vous êtes déconnecté(e).',
          out_male: 'Vous êtes déconnecté.',
          out_female: 'Vous êtes déconnectée.',
        },
      },
    },
  });

  it('makes a text about the member agree with their gender', () => {
    $user.set(testUser({}, { gender: 'female' }));
    const { result } = renderHook(() => useOwnGender());
    expect(i18n.t('out', result.current)).toBe('Vous êtes déconnectée.');
    $user.set(testUser({}, { gender: 'male' }));
    expect(i18n.t('out', renderHook(() => useOwnGender()).result.current)).toBe('Vous êtes déconnecté.');
  });

  it('keeps the neutral text for a visitor', () => {
    $user.set(null);
    const { result } = renderHook(() => useOwnGender());
    expect(result.current).toEqual({});
    expect(i18n.t('out', result.current)).toBe('Vous êtes déconnecté(e).');
  });
});
