import { useState } from 'react';
import { api, errorMessageKey } from '@app/shared/api';

export type ResendState = { step: 'idle' | 'sending' | 'sent' } | { step: 'failed'; error: string };

/** Sends the activation mail again (POST /api/activation-mail.php) and says how it went. */
export function useResendActivation(): [ResendState, () => Promise<void>] {
  const [state, setState] = useState<ResendState>({ step: 'idle' });
  async function resend() {
    setState({ step: 'sending' });
    try {
      await api('/api/activation-mail.php', { method: 'POST' });
      setState({ step: 'sent' });
    } catch (error) {
      setState({ step: 'failed', error: errorMessageKey(error) });
    }
  }
  return [state, resend];
}
