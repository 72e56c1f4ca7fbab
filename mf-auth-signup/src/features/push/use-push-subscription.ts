import { useCallback, useRef, useState } from 'react';
import { useStore } from '@nanostores/react';
import { errorMessageKey } from '@app/shared/api';
import { $push, subscribePush } from '@app/shared/stores/push';
import { $settings } from '@app/shared/stores/settings';
import { pushView } from './push-view';

/**
 * Push in this browser: what to show (pushView) and `subscribe`, which asks the browser's permission,
 * subscribes through the push worker and saves the subscription (the push store follows, so a
 * subscription or a refusal changes `view`). `failure` is a translation key in `common`.
 */
export function usePushSubscription() {
  const push = useStore($push);
  const hasKey = Boolean(useStore($settings)?.push_public_key);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const subscribing = useRef(false);

  const subscribe = useCallback(async () => {
    if (subscribing.current) return;
    subscribing.current = true;
    setBusy(true);
    setFailure(null);
    try {
      await subscribePush();
    } catch (error) {
      setFailure(errorMessageKey(error));
    } finally {
      subscribing.current = false;
      setBusy(false);
    }
  }, []);

  return { view: pushView(push.capability, push.state, hasKey), busy, failure, subscribe };
}
