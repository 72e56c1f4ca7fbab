import { useRef, useState } from 'react';
import type { ProfileUpdate } from '@app/shared/contract';
import { apiErrors, fieldErrors, type FieldErrors } from '@app/shared/ui/form-errors';
import { useLazySchema } from '@app/shared/ui/lazy-schema';
import { focusFirstError } from '../../../common/focus-first-error';
import { saveOwnProfile } from '@app/shared/stores/own-profile';
import type { StepProps } from './step-props';

const asTheyAre = (errors: FieldErrors) => errors;

/**
 * Saving a profile step: the update is checked with the schema the server uses (plus the step's own
 * `extra` problems), sent with PUT /api/profile.php, kept, and the wizard goes on. Problems of the
 * check or of the server land on their fields (`placeErrors` may move them) or as the form's message,
 * with focus on the first. The schema (with zod) loads on the step form's first focus or submit, not
 * with the page (`formRef` goes on the form).
 */
export function useStepSave(
  { onSaved, nav }: Pick<StepProps, 'onSaved' | 'nav'>,
  placeErrors: (errors: FieldErrors) => FieldErrors = asTheyAre,
) {
  const formRef = useRef<HTMLFormElement>(null);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [message, setMessage] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const schema = useLazySchema(
    () => import('@app/shared/contract/own-profile').then((module) => module.ProfileUpdateSchema),
    formRef,
  );

  async function save(update: ProfileUpdate, extra: FieldErrors = {}): Promise<void> {
    const profileUpdateSchema = await schema.load();
    const found = placeErrors({ ...fieldErrors(profileUpdateSchema, update), ...extra });
    setErrors(found);
    setMessage(null);
    if (Object.keys(found).length > 0) return focusFirstError(formRef.current);
    setBusy(true);
    try {
      onSaved(await saveOwnProfile(profileUpdateSchema.parse(update)));
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
