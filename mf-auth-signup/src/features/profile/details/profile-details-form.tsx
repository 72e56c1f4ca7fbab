import { useStore } from '@nanostores/react';
import { useMemo, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from '@app/shared/i18n/react';
import type { OwnProfile } from '@app/shared/contract';
import { $settings } from '@app/shared/stores/settings';
import { loadUser } from '@app/shared/stores/user';
import { apiErrors, type FieldErrors } from '@app/shared/ui/form-errors';
import { useLazySchema } from '@app/shared/ui/lazy-schema';
import { saveOwnProfile } from '@app/shared/stores/own-profile';
import { FormStatus } from '../form-status';
import { visibleAttributes } from '../../../common/attributes/attribute-keys';
import { AttributeFields } from './attribute-fields';
import type { FieldGroupProps } from './field-props';
import { InterestsField } from './interests-field';
import { LocationFields } from './location-fields';
import { PersonalFields } from './personal-fields';
import { checkProfileForm, formValuesOf, loadProfileSchema, type ProfileFormValues } from './profile-form-values';
import { TextFields } from './text-fields';

export interface ProfileDetailsFormProps {
  profile: OwnProfile;
  onSaved: (profile: OwnProfile) => void;
}

/** Every editable profile field; saves the changed ones and tells the shell about the new name. */
export function ProfileDetailsForm({ profile, onSaved }: ProfileDetailsFormProps) {
  const { t } = useTranslation('auth');
  const settings = useStore($settings);
  const attributeFields = useMemo(
    () => visibleAttributes(settings?.visible_profile_fields ?? []),
    [settings?.visible_profile_fields],
  );
  const [values, setValues] = useState<ProfileFormValues>(() => formValuesOf(profile));
  const [errors, setErrors] = useState<FieldErrors>({});
  const [status, setStatus] = useState<{ kind: 'success' | 'error'; text: string } | null>(null);
  const [saving, setSaving] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  const schema = useLazySchema(loadProfileSchema, formRef);

  const onChange: FieldGroupProps['onChange'] = (field, value) => {
    setValues((previous) => ({ ...previous, [field]: value }));
    setStatus(null);
  };

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const check = checkProfileForm(values, profile, attributeFields, await schema.load());
    setErrors(check.errors ?? {});
    if (!check.update) {
      setStatus({ kind: 'error', text: t('errors.validation_failed', { ns: 'common' }) });
      return;
    }
    setSaving(true);
    try {
      const saved = Object.keys(check.update).length > 0 ? await saveOwnProfile(check.update) : profile;
      onSaved(saved);
      setValues(formValuesOf(saved));
      setStatus({ kind: 'success', text: t('profile.saved') });
      void loadUser();
    } catch (error) {
      const { fields, message } = apiErrors(error);
      setErrors(fields);
      setStatus({ kind: 'error', text: t(message ?? 'errors.validation_failed', { ns: 'common' }) });
    } finally {
      setSaving(false);
    }
  }

  const groupProps: FieldGroupProps = { values, errors, onChange };
  return (
    <form ref={formRef} noValidate onSubmit={onSubmit}>
      <PersonalFields {...groupProps} />
      <LocationFields {...groupProps} />
      <InterestsField {...groupProps} />
      <AttributeFields {...groupProps} fields={attributeFields} />
      <TextFields {...groupProps} />
      <div className="d-flex flex-wrap align-items-center gap-3">
        <button type="submit" className="btn btn-primary" disabled={saving} aria-busy={saving}>
          {saving ? t('profile.saving') : t('profile.save')}
        </button>
      </div>
      <FormStatus status={status} className="mt-3" />
    </form>
  );
}
