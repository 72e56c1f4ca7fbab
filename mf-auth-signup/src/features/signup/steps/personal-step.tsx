import { useRef, useState, type FormEvent } from 'react';
import { useStore } from '@nanostores/react';
import { useTranslation } from 'react-i18next';
import { ProfileUpdateSchema } from '@app/shared/contract';
import { $settings } from '@app/shared/stores/settings';
import { apiErrors, fieldErrors, type FieldErrors } from '@app/shared/ui/form-errors';
import { visibleAttributes } from '../../attributes/attribute-keys';
import { AttributeSelect } from '../../attributes/attribute-select';
import { focusFirstError } from '../../login/focus-first-error';
import { saveOwnProfile } from '../../own-profile/api';
import { moveSexualityError } from '../account-values';
import { FormMessage } from '../components/form-message';
import { GenderFields } from '../components/gender-fields';
import { StepActions } from '../components/step-actions';
import type { StepProps } from '../signup-wizard';
import { initialPersonal, personalUpdate, type PersonalValues } from './personal-values';

/**
 * The personal info step: gender, whom the member looks for, and the attributes the site shows
 * (settings.visible_profile_fields), each value translated. Saved with PUT /api/profile.php.
 */
export function PersonalStep({ profile, onSaved, nav }: StepProps) {
  const { t } = useTranslation('auth');
  const settings = useStore($settings);
  const fields = visibleAttributes(settings?.visible_profile_fields ?? []);
  const [values, setValues] = useState<PersonalValues>(() => initialPersonal(profile, fields));
  const [errors, setErrors] = useState<FieldErrors>({});
  const [message, setMessage] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const update = personalUpdate(values, fields);
    const found = moveSexualityError(fieldErrors(ProfileUpdateSchema, update));
    setErrors(found);
    setMessage(null);
    if (Object.keys(found).length > 0) return focusFirstError(formRef.current);
    setBusy(true);
    try {
      onSaved(await saveOwnProfile(update));
      nav.onNext();
    } catch (error) {
      const answer = apiErrors(error);
      setErrors(moveSexualityError(answer.fields));
      setMessage(answer.message);
      setBusy(false);
      focusFirstError(formRef.current);
    }
  }

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
              onChange={(value) => setValues({ ...values, attributes: { ...values.attributes, [field]: value } })}
            />
          </div>
        ))}
      </div>
      <StepActions nav={nav} busy={busy} />
    </form>
  );
}
