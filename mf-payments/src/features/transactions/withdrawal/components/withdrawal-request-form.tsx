import { useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from '@app/shared/i18n/react';
import { Link } from '@app/shared/router';
import { WITHDRAWAL_LINK_VALID_HOURS } from '@app/shared/contract/withdrawal-constants';
import { apiErrors, fieldErrors, type FieldErrors } from '@app/shared/ui/form-errors';
import { FormField } from '@app/shared/ui/form-field';
import { useLazySchema } from '@app/shared/ui/lazy-schema';
import { focusFirstError } from '../../../../common/focus-first-error';
import { TextField } from '../../../../common/text-field';
import { requestWithdrawalLink, type WithdrawalLinkRequest } from '../api/request-withdrawal-link';
import { useFocusOnMount } from './use-focus-on-mount';

/**
 * /withdrawal for a visitor (the footer's link works without a session): the email address and the
 * order number, checked with the schema the server uses (loaded when the visitor starts on the form),
 * then the same answer whatever the server found, so nobody learns who is a member.
 */
export function WithdrawalRequestForm() {
  const { t } = useTranslation('payments');
  const [values, setValues] = useState<WithdrawalLinkRequest>({ email: '', order_number: '' });
  const [errors, setErrors] = useState<FieldErrors>({});
  const [message, setMessage] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [sent, setSent] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  const hintId = useId();
  const schema = useLazySchema(
    () => import('@app/shared/contract/withdrawal').then((module) => module.WithdrawalRequestSchema),
    formRef,
  );

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    const requestSchema = await schema.load();
    const found = fieldErrors(requestSchema, values);
    setErrors(found);
    setMessage(null);
    if (Object.keys(found).length > 0) return focusFirstError(formRef.current);
    setBusy(true);
    try {
      // As typed (trimmed): the server reads the number out of "A-000042" with the same schema.
      await requestWithdrawalLink({ email: values.email.trim(), order_number: values.order_number.trim() });
      setSent(true);
    } catch (error) {
      const answer = apiErrors(error);
      setErrors(answer.fields);
      setMessage(answer.message);
      focusFirstError(formRef.current);
    } finally {
      setBusy(false);
    }
  }

  if (sent) return <RequestSent />;
  return (
    <form ref={formRef} noValidate onSubmit={(event) => void onSubmit(event)} aria-labelledby="withdrawal-request">
      <h2 id="withdrawal-request" className="h5">
        {t('withdrawal.request.title')}
      </h2>
      <TextField
        name="email"
        type="email"
        autoComplete="email"
        label={t('withdrawal.request.email')}
        value={values.email}
        error={errors.email}
        onValue={(value) => setValues((current) => ({ ...current, email: value }))}
      />
      <FormField name="order_number" label={t('withdrawal.request.order_number')} error={errors.order_number}>
        {(control) => (
          <>
            <input
              {...control}
              aria-describedby={[control['aria-describedby'], hintId].filter(Boolean).join(' ')}
              autoComplete="off"
              value={values.order_number}
              onChange={(event) => setValues((current) => ({ ...current, order_number: event.target.value }))}
            />
            <div id={hintId} className="form-text">
              {t('withdrawal.request.numberHint')}
            </div>
          </>
        )}
      </FormField>
      {message && (
        <p role="alert" className="alert alert-danger py-2">
          {t(message, { ns: 'common' })}
        </p>
      )}
      <div className="d-flex flex-wrap gap-3 align-items-center">
        <button type="submit" className="btn btn-primary" disabled={busy} aria-busy={busy}>
          {busy ? t('withdrawal.request.sending') : t('withdrawal.request.submit')}
        </button>
        <Link to={`/login?returnTo=${encodeURIComponent('/withdrawal')}`}>{t('withdrawal.request.login')}</Link>
      </div>
    </form>
  );
}

/** The one answer to every request: a link is on its way if the order is that address's. */
function RequestSent() {
  const { t } = useTranslation('payments');
  const heading = useFocusOnMount<HTMLHeadingElement>();
  return (
    <div role="status" className="alert alert-success" data-testid="withdrawal-request-sent">
      <h2 className="h5" tabIndex={-1} ref={heading}>
        {t('withdrawal.request.sentTitle')}
      </h2>
      <p className="mb-0">{t('withdrawal.request.sent', { count: WITHDRAWAL_LINK_VALID_HOURS })}</p>
    </div>
  );
}
