// @vitest-environment happy-dom
import { act, renderHook } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@app/shared/api';
import { useResendActivation } from './use-resend-activation';

const { api } = vi.hoisted(() => ({ api: vi.fn() }));
vi.mock('@app/shared/api', async (original) => ({ ...(await original<object>()), api }));

beforeEach(() => {
  api.mockReset();
});

describe('useResendActivation', () => {
  it('sends the mail once, without retries (a 429 is final for the day)', async () => {
    api.mockResolvedValue({});
    const { result } = renderHook(() => useResendActivation());
    expect(result.current.state).toEqual({ step: 'idle' });
    await act(async () => {
      void result.current.resend();
      void result.current.resend();
    });
    expect(api).toHaveBeenCalledTimes(1);
    expect(api).toHaveBeenCalledWith('/api/activation-mail.php', { method: 'POST', retry: 0 });
    expect(result.current.state).toEqual({ step: 'sent' });
  });

  it('tells the daily limit apart from other failures', async () => {
    api.mockRejectedValueOnce(new ApiError(429, 'rate_limited'));
    const { result } = renderHook(() => useResendActivation());
    await act(() => result.current.resend());
    expect(result.current.state).toEqual({ step: 'limit' });

    api.mockRejectedValueOnce(new ApiError(0, 'network_error'));
    await act(() => result.current.resend());
    expect(result.current.state).toEqual({ step: 'error', error: 'errors.network_error' });
  });
});
