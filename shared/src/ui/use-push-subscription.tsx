import { useCallback, useRef, useState } from 'react';
import { useStore } from '@nanostores/react';
import { errorMessageKey } from '@app/shared/api';
import { $push, subscribePush, type PushStore } from '@app/shared/stores/push';
import { $settings } from '@app/shared/stores/settings';

/** What a push offer shows: each push state of spec section 4, and a browser or site without push. */
export type PushView = 'unsupported' | 'checking' | 'offer' | 'subscribed' | 'denied';

/** The view for the push store's capability and state, and whether the site has a push key. */
export function pushView(capability: PushStore['capability'], state: PushStore['state'], hasKey: boolean): PushView {
  if (capability === 'unsupported' || !hasKey) return 'unsupported';
  if (state === 'unknown') return 'checking';
  if (state === 'not_subscribed') return 'offer';
  return state;
}

/**
 * Push in this browser: what to show (pushView) and `subscribe`, which asks the browser's permission,
 * subscribes through the push worker and saves the subscription (the push store follows, so a
 * subscription or a refusal changes `view`). `failure` is a translation key in `common`. Used by the
 * shell's push alert and by mf-auth-signup's sign-up step and notification settings.
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
