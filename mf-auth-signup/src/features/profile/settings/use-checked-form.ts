import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from '@app/shared/i18n/react';
import { apiErrors, fieldErrors, type FieldErrors } from '@app/shared/ui/form-errors';
import { useLazySchema } from '@app/shared/ui/lazy-schema';
import type { FormStatusProps } from '../form-status';

/** A schema of @app/shared/contract: checks the form and gives the request body. */
type SharedSchema<T> = Parameters<typeof fieldErrors>[0] & { parse: (value: unknown) => T };

/** Server errors that belong to one field of the form rather than to the whole form. */
export type ErrorFields = Record<string, string>;

/**
 * A small form checked by a shared schema before it is sent, then by the server: field errors from
 * both, a success text, the sending state. `send` answers the success text; the form is emptied.
 * The schema (a schema of @app/shared/contract, with zod) loads on the form's first focus or submit,
 * not with the page: `formRef` goes on the form.
 */
export function useCheckedForm<T>(
  importSchema: () => Promise<SharedSchema<T>>,
  send: (data: T) => Promise<string>,
  errorFields: ErrorFields = {},
) {
  const { t } = useTranslation('common');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [status, setStatus] = useState<FormStatusProps['status']>(null);
  const [sending, setSending] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  const lazySchema = useLazySchema(importSchema, formRef);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const values = Object.fromEntries(new FormData(form));
    const schema = await lazySchema.load();
    const found = fieldErrors(schema, values);
    setErrors(found);
    setStatus(null);
    if (Object.keys(found).length > 0) return;
    setSending(true);
    try {
      const parse: (value: unknown) => T = (schema as { parse: (value: unknown) => T }).parse.bind(schema);
      const text = await send(parse(values));
      form.reset();
      setStatus({ kind: 'success', text });
    } catch (error) {
      const { fields, message, count } = apiErrors(error);
      const field = message ? errorFields[message] : undefined;
      if (field && message) {
        setErrors({ [field]: message });
      } else {
        setErrors(fields);
        setStatus({ kind: 'error', text: t(message ?? 'errors.validation_failed', { count }) });
      }
    } finally {
      setSending(false);
    }
  }

  return { formRef, errors, status, sending, onSubmit };
}
