import { useTranslation } from '@app/shared/i18n/react';
import { useOwnGender } from '@app/shared/i18n/own-gender';
import { usePushSubscription } from '@app/shared/ui/use-push-subscription';

/** Push in this browser: on, a button to turn it on, blocked by the browser, or not possible here. */
export function PushPanel() {
  const { t } = useTranslation('auth');
  const ownGender = useOwnGender();
  const { view, busy, failure, subscribe } = usePushSubscription();

  let body;
  if (view === 'unsupported') {
    body = <p className="mb-0">{t('notifications.push.unsupported')}</p>;
  } else if (view === 'subscribed') {
    body = <p className="mb-0 text-success-emphasis">{t('notifications.push.on')}</p>;
  } else if (view === 'denied') {
    body = <p className="mb-0">{t('notifications.push.denied')}</p>;
  } else {
    // Offered, also while the browser's state is still being read.
    body = (
      <>
        <p>{t('notifications.push.off', ownGender)}</p>
        <button
          type="button"
          className="btn btn-primary"
          disabled={busy}
          aria-busy={busy}
          onClick={() => void subscribe()}
        >
          {t('notifications.push.enable')}
        </button>
      </>
    );
  }

  return (
    <section className="card mb-4" aria-labelledby="push-title">
      <div className="card-body px-3 px-sm-4">
        <h2 id="push-title" className="h5">
          {t('notifications.push.title')}
        </h2>
        <div aria-live="polite">{body}</div>
        {failure && (
          <div role="alert" className="alert alert-danger mt-3 mb-0">
            {t(failure, { ns: 'common' })}
          </div>
        )}
      </div>
    </section>
  );
}
