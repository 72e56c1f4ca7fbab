// @vitest-environment happy-dom
import { act, renderHook } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@app/shared/api';
import type { Settings } from '@app/shared/contract';
import { $push } from '@app/shared/stores/push';
import { $settings } from '@app/shared/stores/settings';
import { usePushSubscription } from './use-push-subscription';

const { subscribePush } = vi.hoisted(() => ({ subscribePush: vi.fn() }));
vi.mock('@app/shared/stores/push', async (original) => ({ ...(await original<object>()), subscribePush }));

beforeEach(() => {
  subscribePush.mockReset();
  $settings.set({ push_public_key: 'key' } as Settings);
  $push.set({ capability: 'supported', state: 'not_subscribed', subscription: null, lastMessage: null });
});

describe('usePushSubscription', () => {
  it('offers push, subscribes once however often it is asked, and follows the push store', async () => {
    subscribePush.mockImplementation(async () => {
      $push.set({ ...$push.get(), state: 'subscribed' });
      return 'subscribed';
    });
    const { result } = renderHook(() => usePushSubscription());
    expect(result.current.view).toBe('offer');
    await act(async () => {
      void result.current.subscribe();
      void result.current.subscribe();
    });
    expect(subscribePush).toHaveBeenCalledTimes(1);
    expect(result.current).toMatchObject({ view: 'subscribed', busy: false, failure: null });
  });

  it('says why subscribing failed', async () => {
    subscribePush.mockRejectedValue(new ApiError(0, 'network_error'));
    const { result } = renderHook(() => usePushSubscription());
    await act(() => result.current.subscribe());
    expect(result.current).toMatchObject({ view: 'offer', failure: 'errors.network_error' });
  });

  it('offers nothing without the site’s push key', () => {
    $settings.set({ push_public_key: null } as Settings);
    expect(renderHook(() => usePushSubscription()).result.current.view).toBe('unsupported');
  });
});
