import { useEffect, useState } from 'react';
import { $push } from '@app/shared/stores/push';
import { $settings } from '@app/shared/stores/settings';
import { $user } from '@app/shared/stores/user';
import { $welcomeDiscount } from '@app/shared/stores/welcome-discount';
import { $memberAlertsShown } from '../features/overlays/member-alerts';

/** The page shows at the latest this long after the layout mounted, banners settled or not. */
export const BANNERS_WAIT_MS = 3000;
/** How long the banner area must keep its height before it counts as settled (an alert may still fill in its text). */
const STILL_MS = 200;

/** Resolves once the browser has an answer to a request whose address contains `part`. */
function answered(part: string): Promise<void> {
  return new Promise((resolve) => {
    const seen = () => performance.getEntriesByType('resource').some((entry) => entry.name.includes(part));
    if (typeof PerformanceObserver === 'undefined' || seen()) return resolve();
    const observer = new PerformanceObserver(() => {
      if (!seen()) return;
      observer.disconnect();
      resolve();
    });
    observer.observe({ type: 'resource' });
  });
}

/** Resolves once the browser's push state is known, or push cannot be offered (no alert depends on it). */
function pushKnown(): Promise<void> {
  const known = () =>
    $push.get().capability !== 'supported' || !$settings.get()?.push_public_key || $push.get().state !== 'unknown';
  return new Promise((resolve) => {
    if (known()) return resolve();
    const unbind = $push.listen(() => {
      if (!known()) return;
      unbind();
      resolve();
    });
  });
}

/** Resolves once the element's height stayed the same for STILL_MS. */
function still(element: HTMLElement | null): Promise<void> {
  return new Promise((resolve) => {
    let last = -1;
    let since = 0;
    const tick = (now: number) => {
      const height = element?.offsetHeight ?? 0;
      if (height !== last) [last, since] = [height, now];
      if (now - since >= STILL_MS) resolve();
      else requestAnimationFrame(tick);
    };
    requestAnimationFrame(tick);
  });
}

/** Resolves once the member's alerts (`../features/alerts/`) are on the screen (or known to be unavailable). */
function alertsShown(): Promise<void> {
  return new Promise((resolve) => {
    if ($memberAlertsShown.get()) return resolve();
    const unbind = $memberAlertsShown.listen((shown) => {
      if (!shown) return;
      unbind();
      resolve();
    });
  });
}

/** Resolves on the first frame where `done()` holds. */
function until(done: () => boolean): Promise<void> {
  return new Promise((resolve) => {
    const tick = () => (done() ? resolve() : requestAnimationFrame(tick));
    tick();
  });
}

/**
 * The activation reminder names the member's address once the own profile has arrived, which may make
 * it a line taller: when it shows, waits until it has the address and the banner area is still again.
 */
async function activationAddress(element: HTMLElement | null): Promise<void> {
  const reminder = () => element?.querySelector('[data-testid="activation-alert"]');
  const named = () => reminder()?.textContent?.includes('@') ?? true;
  // Named already while the area was still: nothing more to wait for.
  if (!reminder() || named()) return;
  await until(named);
  await still(element);
}

/**
 * Whether the member's banners above the page (welcome bonus, alerts) have arrived, so the page can
 * show without being pushed down by them (issue 14: no layout shift). True at once for a visitor; for
 * a member once the alerts are on the screen, the push state and the welcome discount are
 * known, the activation reminder has its text and the banner area kept its height for STILL_MS, or
 * after BANNERS_WAIT_MS. Decided once per
 * mount of the layout: later banners follow a member's own action.
 */
export function useBannersSettled(banners: { current: HTMLElement | null }): boolean {
  const [settled, setSettled] = useState(() => !$user.get());
  useEffect(() => {
    if (settled) return;
    let done = false;
    const settle = () => {
      if (done) return;
      done = true;
      setSettled(true);
    };
    const timer = setTimeout(settle, BANNERS_WAIT_MS);
    const user = $user.get();
    const discount =
      !user || user.paid_user || $welcomeDiscount.get() ? Promise.resolve() : answered('/api/discountcode.php');
    void Promise.all([alertsShown(), pushKnown(), discount])
      .then(() => still(banners.current))
      .then(() => activationAddress(banners.current))
      .then(settle, settle);
    return () => {
      done = true;
      clearTimeout(timer);
    };
  }, [banners, settled]);
  return settled;
}

/** Longest wait for the frame after the banners' (a background tab paints no frames). */
const FRAME_WAIT_MS = 100;

/**
 * True once `settled` holds and a frame has been painted since: the banners show first and the page
 * a frame later, so the page's lazy photos start loading after the banners' paint, the largest of a
 * member's first page (issue 14: its requests end before it). True at once when `settled` is, so a
 * visitor's page waits for nothing.
 */
export function usePageShown(settled: boolean): boolean {
  const [shown, setShown] = useState(settled);
  useEffect(() => {
    if (!settled || shown) return;
    const show = () => setShown(true);
    let second = 0;
    const first = requestAnimationFrame(() => (second = requestAnimationFrame(show)));
    const timer = setTimeout(show, FRAME_WAIT_MS);
    return () => {
      cancelAnimationFrame(first);
      cancelAnimationFrame(second);
      clearTimeout(timer);
    };
  }, [settled, shown]);
  return shown;
}
