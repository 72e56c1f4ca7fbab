import { useCallback, useEffect, useRef, useState } from 'react';
import { errorMessageKey } from '@app/shared/api';

/** Where a request stands; `error` is a translation key in `common` (errors.*). */
export type RequestState<T> =
  { status: 'loading' } | { status: 'failed'; error: string } | { status: 'ready'; value: T };

interface Result<T> {
  key: string | null;
  state: RequestState<T>;
}

/**
 * Loads `load()` for `key` (null: not now) and again when the key changes or after `retry`. An
 * answer for an earlier key, or one that arrives after unmounting, is dropped; a known `initial`
 * value is not loaded again. `error` is the failure's key, or null; `update` changes the loaded value
 * in place (after a save).
 */
export function useRequest<T>(key: string | null, load: () => Promise<T>, initial: T | null = null) {
  const [result, setResult] = useState<Result<T> | null>(() =>
    initial === null ? null : { key, state: { status: 'ready', value: initial } },
  );
  const [attempt, setAttempt] = useState(0);
  const loadRef = useRef(load);
  useEffect(() => {
    loadRef.current = load;
  });

  const state: RequestState<T> = result?.key === key ? result.state : { status: 'loading' };
  const settled = state.status !== 'loading';

  useEffect(() => {
    if (key === null || settled) return;
    let current = true;
    loadRef.current().then(
      (value) => current && setResult({ key, state: { status: 'ready', value } }),
      (error: unknown) => current && setResult({ key, state: { status: 'failed', error: errorMessageKey(error) } }),
    );
    return () => {
      current = false;
    };
  }, [key, attempt, settled]);

  const retry = useCallback(() => {
    setResult(null);
    setAttempt((count) => count + 1);
  }, []);

  const update = useCallback((change: (value: T) => T) => {
    setResult((previous) =>
      previous?.state.status === 'ready'
        ? { ...previous, state: { status: 'ready', value: change(previous.state.value) } }
        : previous,
    );
  }, []);

  return { state, error: state.status === 'failed' ? state.error : null, retry, update };
}
