import { useStore } from '@nanostores/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessageKey } from '@app/shared/api';
import { $push, subscribePush } from '@app/shared/stores/push';
import { $settings } from '@app/shared/stores/settings';

/** Push in this browser: on, a button to turn it on, blocked by the browser, or not possible here. */
export function PushPanel() {
  const { t } = useTranslation('auth');
  const push = useStore($push);
  const publicKey = useStore($settings)?.push_public_key;
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  async function turnOn() {
    setBusy(true);
    setFailure(null);
    try {
      await subscribePush();
    } catch (error) {
      setFailure(errorMessageKey(error));
    } finally {
      setBusy(false);
    }
  }

  let body;
  if (push.capability === 'unsupported' || !publicKey) {
    body = <p className="mb-0">{t('notifications.push.unsupported')}</p>;
  } else if (push.state === 'subscribed') {
    body = <p className="mb-0 text-success-emphasis">{t('notifications.push.on')}</p>;
  } else if (push.state === 'denied') {
    body = <p className="mb-0">{t('notifications.push.denied')}</p>;
  } else {
    body = (
      <>
        <p>{t('notifications.push.off')}</p>
        <button
          type="button"
          className="btn btn-primary"
          disabled={busy}
          aria-busy={busy}
          onClick={() => void turnOn()}
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
