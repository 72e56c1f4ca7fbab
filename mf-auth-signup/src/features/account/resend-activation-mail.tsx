import { useTranslation } from '@app/shared/i18n/react';
import { resendFailureKey, useResendActivation } from '@app/shared/ui/use-resend-activation';

/** Sends the activation mail again (POST /api/activation-mail.php), at most a few times a day. */
export function ResendActivationMail() {
  const { t } = useTranslation('auth');
  const { state, resend } = useResendActivation();
  const failure = resendFailureKey(state);

  if (state.step === 'sent') {
    return (
      <div className="alert alert-success mb-0" role="status">
        {t('account.activateError.sent')}
      </div>
    );
  }
  return (
    <>
      {failure && (
        <div className="alert alert-danger" role="alert">
          {t(failure, { ns: 'common' })}
        </div>
      )}
      <button type="button" className="btn btn-primary" disabled={state.step === 'sending'} onClick={resend}>
        {state.step === 'sending' ? t('account.activateError.sending') : t('account.activateError.resend')}
      </button>
    </>
  );
}
