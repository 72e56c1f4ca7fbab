import { useEffect, useRef, type FormEvent } from 'react';
import { useTranslation } from '@app/shared/i18n/react';
import { refreshPush } from '@app/shared/stores/push';
import { usePushSubscription, type PushView } from '@app/shared/ui/use-push-subscription';
import { FormMessage } from '../components/form-message';
import { StepActions } from '../components/step-actions';
import type { StepProps } from './step-props';

const NOTICES: Record<
  Exclude<PushView, 'checking' | 'offer'>,
  { key: string; variant: 'success' | 'warning' | 'info' }
> = {
  unsupported: { key: 'auth:signup.push.unsupported', variant: 'info' },
  subscribed: { key: 'auth:signup.push.subscribed', variant: 'success' },
  denied: { key: 'auth:signup.push.denied', variant: 'warning' },
};

/** The push opt-in step: notifications through the push worker /sw-push.js, or why they are not on offer. */
export function PushStep({ nav }: StepProps) {
  const { t } = useTranslation('auth');
  const formRef = useRef<HTMLFormElement>(null);
  const { view, busy, failure, subscribe } = usePushSubscription();

  useEffect(() => {
    void refreshPush();
  }, []);

  async function enable() {
    if (busy) return;
    await subscribe();
    // The offer's button is gone once the browser answered: focus goes on to the step's own button.
    requestAnimationFrame(() => formRef.current?.querySelector<HTMLElement>('[type="submit"], .btn-link')?.focus());
  }

  const submit = (event: FormEvent) => {
    event.preventDefault();
    nav.onNext();
  };

  return (
    <form ref={formRef} noValidate onSubmit={submit} aria-busy={busy || view === 'checking'}>
      <p>{t('signup.push.intro')}</p>
      <div aria-live="polite">
        {view === 'checking' && (
          <div className="d-flex align-items-center gap-2 mb-3" role="status">
            <span className="spinner-border spinner-border-sm text-primary" aria-hidden="true" />
            {t('signup.push.checking')}
          </div>
        )}
        {view !== 'checking' && view !== 'offer' && (
          <FormMessage variant={NOTICES[view].variant} message={{ key: NOTICES[view].key }} />
        )}
        {failure && <FormMessage message={{ key: 'errors.generic' }} />}
      </div>
      {view === 'offer' && (
        <button type="button" className="btn btn-primary" onClick={() => void enable()} aria-disabled={busy}>
          {busy && <span className="spinner-border spinner-border-sm me-2" aria-hidden="true" />}
          {t('signup.push.enable')}
        </button>
      )}
      <StepActions
        nav={{ ...nav, onSkip: view === 'offer' ? nav.onSkip : undefined }}
        busy={busy}
        canSubmit={view !== 'offer'}
      />
    </form>
  );
}
