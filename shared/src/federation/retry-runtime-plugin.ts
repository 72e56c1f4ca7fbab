import { RetryPlugin } from '@module-federation/retry-plugin';

/** Retries a remote's manifest and entry a few times before the fallback plugin gives up on it. */
export default function retryRuntimePlugin() {
  return RetryPlugin({
    fetch: { retryTimes: 2, retryDelay: 300 },
    script: { retryTimes: 2, retryDelay: 300 },
  });
}
