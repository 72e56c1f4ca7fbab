import { useTranslation } from '@app/shared/i18n/react';
import type { Seeking } from '@app/shared/contract';
import { GENDERS, SEEKING } from '@app/shared/contract/profile-values';
import { ChoiceGroup } from './choice-group';

type Gender = (typeof GENDERS)[number];

export interface GenderFieldsProps {
  gender: Gender | '';
  seeking: Seeking | '';
  onChange: (patch: { gender?: Gender; seeking?: Seeking }) => void;
  errors: { gender?: string; seeking?: string };
}

/** "I am a man / a woman" and "looking for men / women / both": the sexuality follows (sexualityFor). */
export function GenderFields({ gender, seeking, onChange, errors }: GenderFieldsProps) {
  const { t } = useTranslation('auth');
  return (
    <div className="row row-cols-1 row-cols-sm-2">
      <div className="col">
        <ChoiceGroup
          legend={t('signup.account.gender')}
          name="gender"
          options={GENDERS.map((value) => ({ value, label: t(`signup.account.genders.${value}`) }))}
          value={gender}
          onChange={(value) => onChange({ gender: value })}
          error={errors.gender}
        />
      </div>
      <div className="col">
        <ChoiceGroup
          legend={t('signup.account.seeking')}
          name="seeking"
          options={SEEKING.map((value) => ({ value, label: t(`signup.account.seekingOptions.${value}`) }))}
          value={seeking}
          onChange={(value) => onChange({ seeking: value })}
          error={errors.seeking}
        />
      </div>
    </div>
  );
}
