import { useTranslation } from 'react-i18next';
import { GENDERS, MINIMUM_AGE, NAME_LENGTH, SEXUALITIES } from '@app/shared/contract';
import { FormField } from '@app/shared/ui/form-field';
import type { FieldGroupProps } from './field-props';

/** The latest date of birth allowed today (MINIMUM_AGE years ago), as YYYY-MM-DD. */
function latestBirthDate(today = new Date()): string {
  const date = new Date(Date.UTC(today.getUTCFullYear() - MINIMUM_AGE, today.getUTCMonth(), today.getUTCDate()));
  return date.toISOString().slice(0, 10);
}

/** Name, date of birth, gender and orientation. */
export function PersonalFields({ values, errors, onChange }: FieldGroupProps) {
  const { t } = useTranslation('auth');
  return (
    <div className="row">
      <div className="col-md-6">
        <FormField name="name" label={t('profile.fields.name')} error={errors.name}>
          {(props) => (
            <input
              {...props}
              type="text"
              autoComplete="name"
              maxLength={NAME_LENGTH.max}
              value={values.name}
              onChange={(event) => onChange('name', event.target.value)}
            />
          )}
        </FormField>
      </div>
      <div className="col-md-6">
        <FormField name="birth_date" label={t('profile.fields.birth_date')} error={errors.birth_date}>
          {(props) => (
            <input
              {...props}
              type="date"
              autoComplete="bday"
              max={latestBirthDate()}
              value={values.birth_date}
              onChange={(event) => onChange('birth_date', event.target.value)}
            />
          )}
        </FormField>
      </div>
      <div className="col-md-6">
        <FormField name="gender" label={t('profile.fields.gender')} error={errors.gender} select>
          {(props) => (
            <select {...props} value={values.gender} onChange={(event) => onChange('gender', event.target.value)}>
              {GENDERS.map((gender) => (
                <option key={gender} value={gender}>
                  {t(`profile.gender.${gender}`)}
                </option>
              ))}
            </select>
          )}
        </FormField>
      </div>
      <div className="col-md-6">
        <FormField name="sexuality" label={t('profile.fields.sexuality')} error={errors.sexuality} select>
          {(props) => (
            <select {...props} value={values.sexuality} onChange={(event) => onChange('sexuality', event.target.value)}>
              {SEXUALITIES.map((sexuality) => (
                <option key={sexuality} value={sexuality}>
                  {t(`profile.sexuality.${sexuality}`)}
                </option>
              ))}
            </select>
          )}
        </FormField>
      </div>
    </div>
  );
}
