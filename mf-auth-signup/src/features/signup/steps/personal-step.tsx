import { useState, type FormEvent } from 'react';
import { useStore } from '@nanostores/react';
import { useTranslation } from '@app/shared/i18n/react';
import { $settings } from '@app/shared/stores/settings';
import { visibleAttributes } from '../../../common/attributes/attribute-keys';
import { AttributeSelect } from '../../../common/attributes/attribute-select';
import { moveSexualityError } from '../create-account/account-values';
import { FormMessage } from '../components/form-message';
import { GenderFields } from '../components/gender-fields';
import { StepActions } from '../components/step-actions';
import type { StepProps } from './step-props';
import { initialPersonal, personalUpdate, type PersonalValues } from './personal-values';
import { useStepSave } from './use-step-save';

/**
 * The personal info step: gender, whom the member looks for, and the attributes the site shows
 * (settings.visible_profile_fields), each value translated. Saved with PUT /api/profile.php.
 */
export function PersonalStep({ profile, onSaved, nav }: StepProps) {
  const { t } = useTranslation('auth');
  const settings = useStore($settings);
  const fields = visibleAttributes(settings?.visible_profile_fields ?? []);
  const [values, setValues] = useState<PersonalValues>(() => initialPersonal(profile, fields));
  // The schema's and the server's `sexuality` problem belongs to the "looking for" choice.
  const { formRef, errors, message, busy, save } = useStepSave({ onSaved, nav }, moveSexualityError);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void save(personalUpdate(values, fields));
  };

  return (
    <form ref={formRef} noValidate onSubmit={submit} aria-busy={busy}>
      <p>{t('signup.personal.intro')}</p>
      <FormMessage message={message ? { key: message } : null} />
      <GenderFields
        gender={values.gender}
        seeking={values.seeking}
        onChange={(patch) => setValues({ ...values, ...patch })}
        errors={errors}
      />
      <div className="row row-cols-1 row-cols-sm-2">
        {fields.map((field) => (
          <div className="col" key={field}>
            <AttributeSelect
              field={field}
              value={values.attributes[field] ?? ''}
              error={errors[field]}
              gender={values.gender}
              onChange={(value) => setValues({ ...values, attributes: { ...values.attributes, [field]: value } })}
            />
          </div>
        ))}
      </div>
      <StepActions nav={nav} busy={busy} />
    </form>
  );
}
