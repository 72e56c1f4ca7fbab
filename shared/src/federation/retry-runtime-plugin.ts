import type { ModuleFederationRuntimePlugin } from '@module-federation/runtime';

/** How often a remote's entry or an exposed module is tried again, and how long apart. */
export const RETRY = { times: 2, delayMs: 300 } as const;

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Calls `attempt` until it succeeds, at most `RETRY.times` more times after the first failure. */
export async function withRetries<T>(attempt: () => Promise<T>, beforeRetry: () => void = () => {}): Promise<T> {
  for (let failures = 0; ; failures += 1) {
    try {
      return await attempt();
    } catch (error) {
      if (failures >= RETRY.times) throw error;
      await pause(RETRY.delayMs);
      beforeRetry();
    }
  }
}

/**
 * Tries a remote's entry script and its exposed modules a few times before the fallback plugin gives
 * up on the remote: a phone's network drops a request now and then. The federation runtime's own retry
 * plugin does the same and more (manifest fetches, which the shell no longer makes) for about 1 KiB
 * brotli more on every page (ADR 0025).
 */
export default function retryRuntimePlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'site-retry',
    loadEntryError({ getRemoteEntry, origin, remoteInfo, remoteEntryExports, globalLoading, uniqueKey }) {
      // The failed load is remembered as loading; forgotten, the entry's script is requested anew.
      const forget = () => delete globalLoading[uniqueKey];
      forget();
      const entry = withRetries(() => getRemoteEntry({ origin, remoteInfo, remoteEntryExports }), forget);
      // Typed by the runtime as a promise of a promise; it awaits whatever the hook gives.
      return entry.then((exports) => exports || undefined) as never;
    },
    async getModuleFactory({ remoteEntryExports, expose }) {
      return withRetries(() => Promise.resolve(remoteEntryExports.get(expose)));
    },
  };
}
