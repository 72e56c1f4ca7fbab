// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { User } from '@app/shared/contract';
import { $user } from '@app/shared/stores/user';
import { PAGE_HIDDEN_URL, watchPageHidden } from './page-hidden-beacon';

function hide(state: 'hidden' | 'visible') {
  Object.defineProperty(document, 'visibilityState', { value: state, configurable: true });
  document.dispatchEvent(new Event('visibilitychange'));
}

describe('page-hidden beacon', () => {
  let stop: () => void = () => undefined;
  afterEach(() => {
    stop();
    $user.set(undefined);
  });

  it('sends an empty JSON body when a member hides the page', () => {
    const sendBeacon = vi.fn(() => true);
    stop = watchPageHidden(document, { sendBeacon } as unknown as Navigator);
    $user.set({ status: 'confirmed' } as User);
    hide('hidden');
    expect(sendBeacon).toHaveBeenCalledWith(PAGE_HIDDEN_URL, '{}');
  });

  it('sends nothing for a visitor or when the page becomes visible', () => {
    const sendBeacon = vi.fn(() => true);
    stop = watchPageHidden(document, { sendBeacon } as unknown as Navigator);
    $user.set(null);
    hide('hidden');
    $user.set({ status: 'confirmed' } as User);
    hide('visible');
    expect(sendBeacon).not.toHaveBeenCalled();
  });
});
