import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from '@app/shared/i18n/react';
import type { ReportReason } from '@app/shared/contract';
import { FormField } from '@app/shared/ui/form-field';
import { apiErrors, fieldErrors, type FieldErrors } from '@app/shared/ui/form-errors';
import { useLazySchema } from '@app/shared/ui/lazy-schema';
import { Modal } from '@app/shared/ui/modal';
import { REPORT_REASONS, REPORT_TEXT_MAX } from '@app/shared/contract/member-constants';
import { sendReport } from '../api/report';
import { loadReportSchema } from '../report-schema';

/**
 * Reports the member to the operators: a reason and an optional text (the shared schema checks both),
 * then a confirmation with the reference the member can quote.
 */
export function ReportModal({
  profile,
  open,
  onClose,
}: {
  profile: { id: number; name: string };
  open: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation('members');
  const [reason, setReason] = useState<ReportReason | ''>('');
  const [text, setText] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [message, setMessage] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [reference, setReference] = useState<string | null>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const { load: loadSchema } = useLazySchema(loadReportSchema, formRef);

  // Opening the modal is the member's action: the form's rule starts loading then (a submit waits for it).
  useEffect(() => {
    if (open) loadSchema().catch(() => undefined);
  }, [open, loadSchema]);

  const close = () => {
    onClose();
    if (reference) {
      setReference(null);
      setReason('');
      setText('');
    }
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const body = { profile_id: profile.id, reason, text };
    const reportSchema = await loadSchema();
    const found = fieldErrors(reportSchema, body);
    setErrors(found);
    setMessage(null);
    if (Object.keys(found).length > 0) return;
    setBusy(true);
    try {
      setReference((await sendReport(reportSchema.parse(body))).reference);
    } catch (failure) {
      const problems = apiErrors(failure);
      setErrors(problems.fields);
      setMessage(problems.message);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal open={open} onClose={close} title={t('profileView.report.title', { name: profile.name })}>
      {reference ? (
        <div role="status">
          <p>{t('profileView.report.thanks')}</p>
          <p className="mb-3">
            {t('profileView.report.reference')} <strong className="font-monospace">{reference}</strong>
          </p>
          <button type="button" className="btn btn-primary" onClick={close}>
            {t('profileView.report.close')}
          </button>
        </div>
      ) : (
        <form ref={formRef} noValidate onSubmit={(event) => void submit(event)}>
          <FormField
            name="reason"
            label={t('profileView.report.reason')}
            error={errors.reason && 'members:profileView.report.reasonRequired'}
            select
          >
            {(props) => (
              <select {...props} value={reason} onChange={(event) => setReason(event.target.value as ReportReason)}>
                <option value="">{t('profileView.report.choose')}</option>
                {REPORT_REASONS.map((value) => (
                  <option key={value} value={value}>
                    {t(`profileView.report.reasons.${value}`)}
                  </option>
                ))}
              </select>
            )}
          </FormField>
          <FormField name="text" label={t('profileView.report.text')} error={errors.text}>
            {(props) => (
              <textarea
                {...props}
                rows={4}
                maxLength={REPORT_TEXT_MAX}
                value={text}
                onChange={(event) => setText(event.target.value)}
              />
            )}
          </FormField>
          {message && (
            <p role="alert" className="text-danger">
              {t(message, { ns: 'common' })}
            </p>
          )}
          <div className="d-flex justify-content-end gap-2">
            <button type="button" className="btn btn-outline-dark" onClick={close}>
              {t('profileView.cancel')}
            </button>
            <button type="submit" className="btn btn-primary" disabled={busy}>
              {t('profileView.report.send')}
            </button>
          </div>
        </form>
      )}
    </Modal>
  );
}
