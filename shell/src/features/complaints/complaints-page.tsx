import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from '@app/shared/i18n/react';
import { api, ApiError, errorMessageKey } from '@app/shared/api';
import type { Complaint, ComplaintSchema } from '@app/shared/contract/complaint';
import { COMPLAINT_SUBJECTS } from '@app/shared/contract/complaint-subjects';
import { FormField } from '@app/shared/ui/form-field';
import { useLazySchema } from '@app/shared/ui/lazy-schema';
import { complaintWaitMessage } from './complaint-wait';

type Errors = Partial<Record<keyof Complaint, string>>;
/** The form's message: a key of `common` (an error code's text) or of `shell` with a count (the wait). */
type FormError = { key: string; ns: 'common' } | { key: string; ns: 'shell'; count: number };

/** The shared rule of the form, loaded with the first focus or the submit (it brings zod, ADR 0020). */
const loadComplaintSchema = () => import('@app/shared/contract/complaint').then((module) => module.ComplaintSchema);

function validate(
  schema: typeof ComplaintSchema,
  values: Record<string, string>,
): { data?: Complaint; errors: Errors } {
  const result = schema.safeParse(values);
  if (result.success) return { data: result.data, errors: {} };
  const errors: Errors = {};
  for (const issue of result.error.issues) errors[issue.path[0] as keyof Complaint] ??= issue.message;
  return { errors };
}

/** /complaints: a complaint is stored for the operators, who answer by mail. */
export default function ComplaintsPage() {
  const { t } = useTranslation('shell');
  const [errors, setErrors] = useState<Errors>({});
  const [formError, setFormError] = useState<FormError | null>(null);
  const [reference, setReference] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const form = useRef<HTMLFormElement>(null);
  const schema = useLazySchema(loadComplaintSchema, form);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const values = Object.fromEntries(new FormData(event.currentTarget)) as Record<string, string>;
    const { data, errors: found } = validate(await schema.load(), values);
    setErrors(found);
    setFormError(null);
    if (!data) return;
    setSending(true);
    try {
      const answer = await api<{ reference: string }>('/api/complaints.php', { method: 'POST', body: data });
      setReference(answer.reference);
    } catch (error) {
      if (error instanceof ApiError && error.body.fields) setErrors(error.body.fields as Errors);
      const wait = complaintWaitMessage(error);
      setFormError(wait ? { ...wait, ns: 'shell' } : { key: errorMessageKey(error), ns: 'common' });
    } finally {
      setSending(false);
    }
  }

  if (reference) {
    return (
      <div className="container py-4" style={{ maxWidth: '40rem' }}>
        <h1 className="h2">{t('complaints.title')}</h1>
        <div className="alert alert-success" role="status">
          {t('complaints.sent', { reference })}
        </div>
      </div>
    );
  }

  return (
    <div className="container py-4" style={{ maxWidth: '40rem' }}>
      <h1 className="h2">{t('complaints.title')}</h1>
      <p>{t('complaints.intro')}</p>
      {formError && (
        <div className="alert alert-danger" role="alert">
          {formError.ns === 'shell' ? t(formError.key, { count: formError.count }) : t(formError.key, { ns: 'common' })}
        </div>
      )}
      <form ref={form} noValidate onSubmit={onSubmit}>
        <FormField name="name" label={t('complaints.name')} error={errors.name} autoComplete="name" />
        <FormField name="email" type="email" label={t('complaints.email')} error={errors.email} autoComplete="email" />
        <FormField name="subject" label={t('complaints.subject')} error={errors.subject} select>
          {(props) => (
            <select {...props} defaultValue="">
              <option value="" disabled>
                {t('complaints.chooseSubject')}
              </option>
              {COMPLAINT_SUBJECTS.map((subject) => (
                <option key={subject} value={subject}>
                  {t(`complaints.subjects.${subject}`)}
                </option>
              ))}
            </select>
          )}
        </FormField>
        <FormField name="message" label={t('complaints.message')} error={errors.message}>
          {(props) => <textarea {...props} rows={6} maxLength={5000} />}
        </FormField>
        <button type="submit" className="btn btn-primary" disabled={sending}>
          {sending ? t('complaints.sending') : t('complaints.send')}
        </button>
      </form>
    </div>
  );
}
