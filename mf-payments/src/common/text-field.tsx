import type { InputHTMLAttributes } from 'react';
import { FormField } from '@app/shared/ui/form-field';

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'name' | 'value' | 'onChange'> {
  name: string;
  label: string;
  value: string;
  /** A translation key (with its namespace), from the shared schema or the server. */
  error?: string;
  onValue: (value: string) => void;
}

/** A labelled input of the direct debit form with its error under it, tied by `aria-describedby`. */
export function TextField({ name, label, value, error, onValue, ...input }: TextFieldProps) {
  return (
    <FormField name={name} label={label} error={error}>
      {(control) => <input {...input} {...control} value={value} onChange={(event) => onValue(event.target.value)} />}
    </FormField>
  );
}
