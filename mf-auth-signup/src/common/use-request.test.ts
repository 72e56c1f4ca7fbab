// @vitest-environment happy-dom
import { act, renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '@app/shared/api';
import { useRequest } from './use-request';

/** A promise with its resolve and reject, to answer a request when the test says so. */
function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((yes, no) => {
    resolve = yes;
    reject = no;
  });
  return { promise, resolve, reject };
}

describe('useRequest', () => {
  it('loads for its key and answers the value', async () => {
    const load = vi.fn(async () => 'profile');
    const { result } = renderHook(() => useRequest('own', load));
    expect(result.current.state).toEqual({ status: 'loading' });
    await act(async () => undefined);
    expect(result.current.state).toEqual({ status: 'ready', value: 'profile' });
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('loads nothing without a key, nor a value it was given', async () => {
    const load = vi.fn(async () => 'loaded');
    renderHook(() => useRequest(null, load));
    const { result } = renderHook(() => useRequest('own', load, 'known'));
    await act(async () => undefined);
    expect(load).not.toHaveBeenCalled();
    expect(result.current.state).toEqual({ status: 'ready', value: 'known' });
  });

  it('drops the answer for an earlier key', async () => {
    const nl = deferred<string>();
    const be = deferred<string>();
    const { result, rerender } = renderHook(({ key }) => useRequest(key, () => (key === 'NL' ? nl : be).promise), {
      initialProps: { key: 'NL' },
    });
    rerender({ key: 'BE' });
    await act(async () => nl.resolve('Noord-Holland'));
    expect(result.current.state).toEqual({ status: 'loading' });
    await act(async () => be.resolve('Vlaanderen'));
    expect(result.current.state).toEqual({ status: 'ready', value: 'Vlaanderen' });
  });

  it('says why it failed, and tries again on retry', async () => {
    const load = vi.fn().mockRejectedValueOnce(new ApiError(503, 'internal_error')).mockResolvedValueOnce('second');
    const { result } = renderHook(() => useRequest('own', load as () => Promise<string>));
    await act(async () => undefined);
    expect(result.current.state).toEqual({ status: 'failed', error: 'errors.internal_error' });
    act(() => result.current.retry());
    expect(result.current.state).toEqual({ status: 'loading' });
    await act(async () => undefined);
    expect(result.current.state).toEqual({ status: 'ready', value: 'second' });
  });

  it('keeps a change to the loaded value without loading again', async () => {
    const load = vi.fn(async () => ({ name: 'Robin', city: 'Haarlem' }));
    const { result } = renderHook(() => useRequest('own', load));
    await act(async () => undefined);
    act(() => result.current.update((value) => ({ ...value, city: 'Leiden' })));
    expect(result.current.state).toEqual({ status: 'ready', value: { name: 'Robin', city: 'Leiden' } });
    expect(load).toHaveBeenCalledTimes(1);
  });
});
