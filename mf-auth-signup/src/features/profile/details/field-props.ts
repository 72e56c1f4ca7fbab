import type { FieldErrors } from '@app/shared/ui/form-errors';
import type { ProfileFormValues } from './profile-form-values';

/** What each group of profile fields gets from the form. */
export interface FieldGroupProps {
  values: ProfileFormValues;
  errors: FieldErrors;
  onChange: <K extends keyof ProfileFormValues>(field: K, value: ProfileFormValues[K]) => void;
}
