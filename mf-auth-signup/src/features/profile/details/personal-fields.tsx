import { useTranslation } from '@app/shared/i18n/react';
import { NAME_LENGTH } from '@app/shared/contract/profile-values';
import { FormField } from '@app/shared/ui/form-field';
import { latestBirthDate } from '../../../common/birth-date';
import { AttributeFields } from './attribute-fields';
import type { FieldGroupProps } from './field-props';

/** Name, date of birth, gender and orientation. */
export function PersonalFields({ values, errors, onChange }: FieldGroupProps) {
  const { t } = useTranslation('auth');
  return (
    <>
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
      </div>
      <AttributeFields
        fields={['gender', 'sexuality']}
        column="col-md-6"
        values={values}
        errors={errors}
        onChange={onChange}
      />
    </>
  );
}
