import { useStore } from '@nanostores/react';
import { $user } from '@app/shared/stores/user';

/**
 * The i18next options that make a text about the logged-in member agree with their gender, where the
 * language has gendered variants (`<key>_male`, `<key>_female`; fr "déconnectée", pl "wypisałaś się");
 * the neutral text for a visitor: `t('profile.password.changed', useOwnGender())`.
 */
export function useOwnGender(): { context?: 'male' | 'female' } {
  const gender = useStore($user)?.profile.gender;
  return gender === 'male' || gender === 'female' ? { context: gender } : {};
}
