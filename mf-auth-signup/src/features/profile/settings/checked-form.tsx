import type { ReactNode } from 'react';
import { FormStatus } from '../form-status';
import type { useCheckedForm } from './use-checked-form';

export interface CheckedFormProps {
  title: string;
  submitLabel: string;
  /** The form's state and submit handler (useCheckedForm). */
  form: Pick<ReturnType<typeof useCheckedForm>, 'formRef' | 'status' | 'sending' | 'onSubmit'>;
  children: ReactNode;
}

/** One of the account settings' small forms: its heading, its fields, the submit button and the outcome. */
export function CheckedForm({ title, submitLabel, form, children }: CheckedFormProps) {
  const { formRef } = form;
  return (
    <form ref={formRef} noValidate onSubmit={form.onSubmit}>
      <h3 className="h5">{title}</h3>
      {children}
      <button type="submit" className="btn btn-primary" disabled={form.sending} aria-busy={form.sending}>
        {submitLabel}
      </button>
      <FormStatus status={form.status} className="mt-3" />
    </form>
  );
}
