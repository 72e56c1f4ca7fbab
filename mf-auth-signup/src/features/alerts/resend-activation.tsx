import { useTranslation } from 'react-i18next';
import { useResendActivation } from './use-resend-activation';

/** The "send the mail again" button of the activation reminder, and what came of it. */
export function ResendActivation({ className = 'btn btn-sm btn-outline-dark' }: { className?: string }) {
  const { t } = useTranslation('auth');
  const [state, resend] = useResendActivation();
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
      {state.step === 'failed' && (
        <span className="text-danger" role="alert">
          {t(state.error, { ns: 'common' })}
        </span>
      )}
    </>
  );
}
