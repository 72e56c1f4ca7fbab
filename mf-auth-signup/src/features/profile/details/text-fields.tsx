import { useStore } from '@nanostores/react';
import { useTranslation } from '@app/shared/i18n/react';
import { ABOUT_ME_MAX_LENGTH, SIGNUP_MESSAGE_MAX_LENGTH } from '@app/shared/contract/profile-values';
import { $settings } from '@app/shared/stores/settings';
import { FormField } from '@app/shared/ui/form-field';
import type { FieldGroupProps } from './field-props';

const TEXTS = [
  { field: 'about_me', max: ABOUT_ME_MAX_LENGTH, rows: 5 },
  { field: 'signup_message', max: SIGNUP_MESSAGE_MAX_LENGTH, rows: 3 },
] as const;

/**
 * About me and the signup message, with how much room is left and, for the notes the site shows on
 * profiles (settings.visible_profile_notes), a hint that others see them.
 */
export function TextFields({ values, errors, onChange }: FieldGroupProps) {
  const { t } = useTranslation('auth');
  const visibleNotes = useStore($settings)?.visible_profile_notes ?? [];
  return (
    <>
      {TEXTS.map(({ field, max, rows }) => (
        <FormField key={field} name={field} label={t(`profile.fields.${field}`)} error={errors[field]}>
          {(props) => (
            <>
              <textarea
                {...props}
                rows={rows}
                maxLength={max}
                value={values[field]}
                aria-describedby={[props['aria-describedby'], `${props.id}-hint`].filter(Boolean).join(' ')}
                onChange={(event) => onChange(field, event.target.value)}
              />
              <div id={`${props.id}-hint`} className="form-text d-flex flex-wrap justify-content-between gap-2">
                <span>{visibleNotes.includes(field) ? t('profile.noteVisible') : ''}</span>
                <span>{t('profile.charactersLeft', { left: max - values[field].length })}</span>
              </div>
            </>
          )}
        </FormField>
      ))}
    </>
  );
}
