import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useStore } from '@nanostores/react';
import { useTranslation } from '@app/shared/i18n/react';
import { SMS_CODE_DIGITS, SMS_CODE_VALID_MINUTES } from '@app/shared/contract/sms-code-constants';
import type { DirectDebit } from '../direct-debit-store';
import { focusFirstError } from '../../../../common/focus-first-error';
import { StepMessage } from './step-message';
import { TextField } from '../../../../common/text-field';

/** The code's own rule, from the schema the server uses (already loaded by the form step). */
async function codeProblem(otp: string): Promise<string | null> {
  const { SmsCodeSchema } = await import('@app/shared/contract/direct-debit');
  const result = SmsCodeSchema.safeParse(otp);
  return result.success ? null : (result.error.issues[0]?.message ?? 'payments:directDebit.errors.otp_invalid');
}

/**
 * The code step: "we sent a code to +49 …", the 6-digit code (the phone offers it from the SMS), and
 * "Confirm mandate"; a new code, or back to the form with the values kept. Focus starts in the code.
 */
export function CodeStep({ directDebit }: { directDebit: DirectDebit }) {
  const { t } = useTranslation('payments');
  const { sent, errors, message, notice, busy } = useStore(directDebit.$page);
  const [otp, setOtp] = useState('');
  const formRef = useRef<HTMLFormElement>(null);

  useEffect(() => {
    formRef.current?.querySelector<HTMLInputElement>('input[name="otp"]')?.focus();
  }, []);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const problem = await codeProblem(otp);
    if (problem) directDebit.showErrors({ otp: problem });
    else await directDebit.confirm(otp.replace(/\s+/g, ''));
    focusFirstError(formRef.current);
  }

  async function resend() {
    setOtp('');
    await directDebit.resend();
    formRef.current?.querySelector<HTMLInputElement>('input[name="otp"]')?.focus();
  }

  return (
    <form ref={formRef} noValidate onSubmit={(event) => void onSubmit(event)} aria-labelledby="direct-debit-code">
      <h2 id="direct-debit-code" className="h5">
        {t('directDebit.code.title')}
      </h2>
      <p data-testid="code-sent">
        {t('directDebit.code.sent', { phone: sent?.phone_display ?? '', minutes: SMS_CODE_VALID_MINUTES })}
      </p>
      <div aria-live="polite">
        {notice === 'resent' && (
          <p className="alert alert-info py-2">{t('directDebit.code.resent', { phone: sent?.phone_display ?? '' })}</p>
        )}
      </div>
      <TextField
        name="otp"
        label={t('directDebit.code.label')}
        value={otp}
        error={errors.otp}
        autoComplete="one-time-code"
        inputMode="numeric"
        pattern="[0-9 ]*"
        maxLength={SMS_CODE_DIGITS + 2}
        onValue={setOtp}
      />
      <StepMessage message={message} />
      <button
        type="submit"
        className="btn btn-primary btn-lg w-100 mb-3"
        disabled={busy !== null}
        aria-busy={busy !== null}
      >
        {busy === 'confirming' ? t('directDebit.code.confirming') : t('directDebit.code.submit')}
      </button>
      <div className="d-flex flex-wrap justify-content-between gap-2">
        <button type="button" className="btn btn-link px-0" disabled={busy !== null} onClick={() => void resend()}>
          {t('directDebit.code.resend')}
        </button>
        <button
          type="button"
          className="btn btn-link px-0"
          disabled={busy !== null}
          onClick={directDebit.changeDetails}
        >
          {t('directDebit.code.change')}
        </button>
      </div>
    </form>
  );
}
