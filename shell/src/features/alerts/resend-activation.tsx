import { useTranslation } from '@app/shared/i18n/react';
import { resendFailureKey, useResendActivation } from '@app/shared/ui/use-resend-activation';

/** The "send the mail again" button of the activation reminder, and what came of it. */
export function ResendActivation({ className = 'btn btn-sm btn-outline-dark' }: { className?: string }) {
  const { t } = useTranslation('shell');
  const { state, resend } = useResendActivation();
  const failure = resendFailureKey(state);
  if (state.step === 'sent') {
    return (
      <span className="fw-semibold" role="status">
        {t('alerts.activation.sent')}
      </span>
    );
  }
  return (
    <>
      <button type="button" className={`${className} text-nowrap`} disabled={state.step === 'sending'} onClick={resend}>
        {state.step === 'sending' ? t('alerts.activation.sending') : t('alerts.activation.resend')}
      </button>
      {failure && (
        <span className="text-danger" role="alert">
          {t(failure, { ns: 'common' })}
        </span>
      )}
    </>
  );
}
