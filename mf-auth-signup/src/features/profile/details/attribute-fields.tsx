import { useTranslation } from 'react-i18next';
import { PROFILE_ATTRIBUTE_VALUES } from '@app/shared/contract';
import { FormField } from '@app/shared/ui/form-field';
import type { FieldGroupProps } from './field-props';
import { attributeValueKey, type AttributeField } from './profile-form-values';

/** The profile attributes the site shows (hair colour, eye colour...), each value translated. */
export function AttributeFields({ fields, values, errors, onChange }: FieldGroupProps & { fields: AttributeField[] }) {
  const { t } = useTranslation('auth');
  if (fields.length === 0) return null;
  return (
    <div className="row">
      {fields.map((field) => (
        <div key={field} className="col-sm-6 col-lg-4">
          <FormField name={field} label={t(`profile.fields.${field}`)} error={errors[field]} select>
            {(props) => (
              <select {...props} value={values[field]} onChange={(event) => onChange(field, event.target.value)}>
                <option value="">{t('profile.notSaid')}</option>
                {PROFILE_ATTRIBUTE_VALUES[field].map((value) => (
                  <option key={value} value={value}>
                    {t(`profile.${field}.${attributeValueKey(value)}`)}
                  </option>
                ))}
              </select>
            )}
          </FormField>
        </div>
      ))}
    </div>
  );
}
