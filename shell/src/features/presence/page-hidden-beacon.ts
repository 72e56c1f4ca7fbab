import { $user } from '@app/shared/stores/user';

export const PAGE_HIDDEN_URL = '/api/page-hidden.php';

/**
 * Tells the server when a member's page becomes hidden (spec section 7): an empty JSON body sent as
 * a beacon, which the browser delivers even while the page is being closed. Answers the remover.
 */
export function watchPageHidden(doc: Document = document, nav: Navigator = navigator): () => void {
  const onChange = () => {
    if (doc.visibilityState !== 'hidden' || !$user.get()) return;
    // A string body goes as text/plain, which every browser accepts for beacons; the server reads it as JSON.
    nav.sendBeacon?.(PAGE_HIDDEN_URL, '{}');
  };
  doc.addEventListener('visibilitychange', onChange);
  return () => doc.removeEventListener('visibilitychange', onChange);
}
