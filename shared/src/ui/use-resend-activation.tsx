import { useCallback, useRef, useState } from 'react';
import { api, ApiError, errorMessageKey } from '@app/shared/api';

/**
 * POST /api/activation-mail.php: sends the activation mail again (202). At most 5 a day per member,
 * then 429 rate_limited, which is final for the day and therefore not retried.
 */
export async function resendActivationMail(): Promise<void> {
  await api('/api/activation-mail.php', { method: 'POST', retry: 0 });
}

/**
 * Where a new activation mail stands: not asked yet, on its way, sent, refused for today (the daily
 * limit, 429 rate_limited), or failed otherwise (`error`: a translation key in `common`).
 */
export type ResendState = { step: 'idle' | 'sending' | 'sent' | 'limit' } | { step: 'error'; error: string };

/**
 * Sends the activation mail again (POST /api/activation-mail.php); a second click while sending does
 * nothing. Used by the shell's activation reminder and by mf-auth-signup's sign-up and account pages.
 */
export function useResendActivation() {
  const [state, setState] = useState<ResendState>({ step: 'idle' });
  const sending = useRef(false);

  const resend = useCallback(async () => {
    if (sending.current) return;
    sending.current = true;
    setState({ step: 'sending' });
    try {
      await resendActivationMail();
      setState({ step: 'sent' });
    } catch (error) {
      const limited = error instanceof ApiError && error.code === 'rate_limited';
      setState(limited ? { step: 'limit' } : { step: 'error', error: errorMessageKey(error) });
    } finally {
      sending.current = false;
    }
  }, []);

  return { state, resend };
}

/** The translation key (in `common`) of a failed resend, the daily limit included; null while none failed. */
export function resendFailureKey(state: ResendState): string | null {
  if (state.step === 'limit') return 'errors.rate_limited';
  return state.step === 'error' ? state.error : null;
}
