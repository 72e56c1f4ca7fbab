import type { PushStore } from '@app/shared/stores/push';

/** What a push offer shows: each push state of spec section 4, and a browser or site without push. */
export type PushView = 'unsupported' | 'checking' | 'offer' | 'subscribed' | 'denied';

/** The view for the push store's capability and state, and whether the site has a push key. */
export function pushView(capability: PushStore['capability'], state: PushStore['state'], hasKey: boolean): PushView {
  if (capability === 'unsupported' || !hasKey) return 'unsupported';
  if (state === 'unknown') return 'checking';
  if (state === 'not_subscribed') return 'offer';
  return state;
}
