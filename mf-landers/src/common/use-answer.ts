import { useCallback, useEffect, useState } from 'react';
import { api, errorMessageKey } from '@app/shared/api';

export interface Answer<T> {
  /** The answer once there (the previous one while a retry is on its way). */
  data: T | null;
  /** Why it failed: a translation key in `common`. */
  error: string | null;
  retry: () => void;
}

/**
 * One GET of the API for a page: its answer, or why it failed with a retry. `address` null asks
 * nothing. The address is used exactly as given, so the answer the server wrote into the page for
 * it is taken from there (ADR 0021).
 */
export function useAnswer<T>(address: string | null): Answer<T> {
  const [state, setState] = useState<{ address: string | null; data: T | null; error: string | null }>({
    address: null,
    data: null,
    error: null,
  });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    if (!address) return;
    let current = true;
    api<T>(address).then(
      (data) => current && setState({ address, data, error: null }),
      (error: unknown) => current && setState((before) => ({ ...before, address, error: errorMessageKey(error) })),
    );
    return () => {
      current = false;
    };
  }, [address, attempt]);
  const retry = useCallback(() => {
    setState((before) => ({ ...before, error: null }));
    setAttempt((count) => count + 1);
  }, []);
  const fresh = state.address === address;
  return { data: fresh ? state.data : null, error: fresh ? state.error : null, retry };
}
