import type { ModuleFederationRuntimePlugin } from '@module-federation/runtime';
import { UNAVAILABLE_REMOTE } from '../contract/remote-names';

/**
 * When a remote's manifest or entry cannot be loaded, answer with a marker module instead of
 * throwing, so the shell shows its "temporarily unavailable" panel in that slot and everything else
 * keeps working.
 */
export default function fallbackRuntimePlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'site-remote-fallback',
    errorLoadRemote({ id, error }) {
      console.warn(`[federation] remote ${String(id)} is unavailable`, error);
      return { [UNAVAILABLE_REMOTE]: true, id };
    },
  };
}
