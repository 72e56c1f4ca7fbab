import { useTranslation } from 'react-i18next';
import { MINIMUM_AGE, NAME_LENGTH } from '@app/shared/contract';
import { FormField } from '@app/shared/ui/form-field';
import { AttributeSelect } from '../../attributes/attribute-select';
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
      {(['gender', 'sexuality'] as const).map((field) => (
        <div key={field} className="col-md-6">
          <AttributeSelect
            field={field}
            value={values[field]}
            error={errors[field]}
            onChange={(value) => onChange(field, value)}
          />
        </div>
      ))}
    </div>
  );
}
