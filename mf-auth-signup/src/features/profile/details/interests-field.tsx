import { useTranslation } from '@app/shared/i18n/react';
import { INTERESTS_MAX } from '@app/shared/contract/profile-values';
import { InterestChips } from '../../../common/reference-data/interest-chips';
import type { FieldGroupProps } from './field-props';

/** The member's interests as toggle chips, at most INTERESTS_MAX. */
export function InterestsField({ values, errors, onChange }: FieldGroupProps) {
  const { t } = useTranslation('auth');
  const chosen = values.interests;
  // The server may name one interest (interests.3) rather than the list.
  const error = errors.interests ?? Object.entries(errors).find(([field]) => field.startsWith('interests.'))?.[1];
  return (
    <InterestChips
      legend={t('profile.fields.interests')}
      count={t('profile.interestsChosen', { chosen: chosen.length, max: INTERESTS_MAX })}
      selected={chosen}
      onChange={(interests) => onChange('interests', interests)}
      error={error}
    />
  );
}
