import { useRef, useState } from 'react';
import { ProfileUpdateSchema, type ProfileUpdate } from '@app/shared/contract';
import { apiErrors, fieldErrors, type FieldErrors } from '@app/shared/ui/form-errors';
import { focusFirstError } from '../../../common/focus-first-error';
import { saveOwnProfile } from '../../own-profile/api';
import type { StepProps } from '../signup-wizard';

const asTheyAre = (errors: FieldErrors) => errors;

/**
 * Saving a profile step: the update is checked with the schema the server uses (plus the step's own
 * `extra` problems), sent with PUT /api/profile.php, kept, and the wizard goes on. Problems of the
 * check or of the server land on their fields (`placeErrors` may move them) or as the form's message,
 * with focus on the first.
 */
export function useStepSave(
  { onSaved, nav }: Pick<StepProps, 'onSaved' | 'nav'>,
  placeErrors: (errors: FieldErrors) => FieldErrors = asTheyAre,
) {
  const formRef = useRef<HTMLFormElement>(null);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [message, setMessage] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function save(update: ProfileUpdate, extra: FieldErrors = {}): Promise<void> {
    const found = placeErrors({ ...fieldErrors(ProfileUpdateSchema, update), ...extra });
    setErrors(found);
    setMessage(null);
    if (Object.keys(found).length > 0) return focusFirstError(formRef.current);
    setBusy(true);
    try {
      onSaved(await saveOwnProfile(ProfileUpdateSchema.parse(update)));
      nav.onNext();
    } catch (error) {
      const answer = apiErrors(error);
      setErrors(placeErrors(answer.fields));
      setMessage(answer.message);
      setBusy(false);
      focusFirstError(formRef.current);
    }
  }

  return { formRef, errors, message, busy, save };
}
