import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api, errorMessageKey } from '@app/shared/api';

type State = { step: 'idle' | 'sending' | 'sent' } | { step: 'failed'; error: string };

/** Sends the activation mail again (POST /api/activation-mail.php), at most a few times a day. */
export function ResendActivationMail() {
  const { t } = useTranslation('auth');
  const [state, setState] = useState<State>({ step: 'idle' });

  async function resend() {
    setState({ step: 'sending' });
    try {
      await api('/api/activation-mail.php', { method: 'POST' });
      setState({ step: 'sent' });
    } catch (error) {
      setState({ step: 'failed', error: errorMessageKey(error) });
    }
  }

  if (state.step === 'sent') {
    return (
      <div className="alert alert-success mb-0" role="status">
        {t('account.activateError.sent')}
      </div>
    );
  }
  return (
    <>
      {state.step === 'failed' && (
        <div className="alert alert-danger" role="alert">
          {t(state.error, { ns: 'common' })}
        </div>
      )}
      <button type="button" className="btn btn-primary" disabled={state.step === 'sending'} onClick={resend}>
        {state.step === 'sending' ? t('account.activateError.sending') : t('account.activateError.resend')}
      </button>
    </>
  );
}
