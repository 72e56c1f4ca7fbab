import { Suspense, use, useEffect } from 'react';
import { SlotErrorBoundary } from '../../app/slot-error-boundary';
import { loadOverlay } from './load-overlay';

export interface RemoteOverlayProps<P> {
  /** Module Federation name of the remote, e.g. `mf_auth_signup`. */
  remote: string;
  /** The exposed module without `./`, e.g. `SignupModal`. */
  exposed: string;
  props: P;
  /** Told once when the overlay cannot be loaded or fails to render. */
  onUnavailable?: () => void;
}

/** Renders nothing, and tells the host that its overlay is not there. */
function Unavailable({ onUnavailable }: { onUnavailable?: () => void }) {
  useEffect(() => onUnavailable?.(), [onUnavailable]);
  return null;
}

function OverlayContent<P extends object>({ remote, exposed, props, onUnavailable }: RemoteOverlayProps<P>) {
  const result = use(loadOverlay<P>(remote, exposed));
  if (!result.ok) return <Unavailable onUnavailable={onUnavailable} />;
  return <result.Component {...props} />;
}

/**
 * A component a remote exposes for the shell to host (modals), loaded at run time. While it
 * loads, and when it cannot be loaded or throws, it renders nothing: the page around it never breaks.
 */
export function RemoteOverlay<P extends object>(overlay: RemoteOverlayProps<P>) {
  return (
    <SlotErrorBoundary fallback={() => <Unavailable onUnavailable={overlay.onUnavailable} />}>
      <Suspense fallback={null}>
        <OverlayContent {...overlay} />
      </Suspense>
    </SlotErrorBoundary>
  );
}
