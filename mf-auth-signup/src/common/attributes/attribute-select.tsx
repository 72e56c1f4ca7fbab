import { useTranslation } from '@app/shared/i18n/react';
import { FormField } from '@app/shared/ui/form-field';
import { fieldLabelKey, fieldValueKey, isOptionalField, NAMED_FIELD_VALUES, type NamedField } from './attribute-keys';

export interface AttributeSelectProps {
  field: NamedField;
  /** The chosen value; '' for none (an optional attribute only). */
  value: string;
  /** A translation key (in `common`, or `auth:` prefixed). */
  error?: string;
  /** The member's gender, so a value agrees with it where the language needs it; neutral wording without. */
  gender?: string | null;
  onChange: (value: string) => void;
}

/** One profile field as a labelled select of its translated values; an attribute may be left unsaid. */
export function AttributeSelect({ field, value, error, gender, onChange }: AttributeSelectProps) {
  const { t } = useTranslation('auth');
  return (
    <FormField name={field} label={t(fieldLabelKey(field))} error={error} select>
      {(props) => (
        <select {...props} value={value} onChange={(event) => onChange(event.target.value)}>
          {isOptionalField(field) && <option value="">{t('attributes.notSaid')}</option>}
          {NAMED_FIELD_VALUES[field].map((option) => (
            <option key={option} value={option}>
              {t(fieldValueKey(field, option), {
                context: gender === 'male' || gender === 'female' ? gender : undefined,
              })}
            </option>
          ))}
        </select>
      )}
    </FormField>
  );
}
