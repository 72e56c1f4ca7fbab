import { useTranslation } from '@app/shared/i18n/react';
import { GENDERS, SEEKING, type Seeking } from '@app/shared/contract/profile-values';
import { FormField } from '@app/shared/ui/form-field';

type Gender = (typeof GENDERS)[number];

export interface GenderFieldsProps {
  gender: Gender | '';
  seeking: Seeking | '';
  onChange: (patch: { gender?: Gender; seeking?: Seeking }) => void;
  errors: { gender?: string; seeking?: string };
}

/** "I am … / Looking for …" as two selects side by side: the sexuality follows from both (sexualityFor). */
export function GenderFields({ gender, seeking, onChange, errors }: GenderFieldsProps) {
  const { t } = useTranslation('landers');
  return (
    <div className="row g-2">
      <div className="col-6">
        <FormField name="gender" label={t('signup.gender')} error={errors.gender} select>
          {(props) => (
            <select {...props} value={gender} onChange={(event) => onChange({ gender: event.target.value as Gender })}>
              <option value="" disabled>
                {t('signup.choose')}
              </option>
              {GENDERS.map((value) => (
                <option key={value} value={value}>
                  {t(`signup.genders.${value}`)}
                </option>
              ))}
            </select>
          )}
        </FormField>
      </div>
      <div className="col-6">
        <FormField name="seeking" label={t('signup.seeking')} error={errors.seeking} select>
          {(props) => (
            <select
              {...props}
              value={seeking}
              onChange={(event) => onChange({ seeking: event.target.value as Seeking })}
            >
              <option value="" disabled>
                {t('signup.choose')}
              </option>
              {SEEKING.map((value) => (
                <option key={value} value={value}>
                  {t(`signup.seekingOptions.${value}`)}
                </option>
              ))}
            </select>
          )}
        </FormField>
      </div>
    </div>
  );
}
