// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { api, ApiError } from '@app/shared/api';
import type * as ApiModule from '@app/shared/api';
import { noteChatOpened } from '../paid-send-store';
import { $askSetting, SETTING_REFRESH_MS, shouldAskBeforePaidSend } from './get-spending-limit';

vi.mock('@app/shared/api', async (importOriginal) => ({
  ...(await importOriginal<typeof ApiModule>()),
  api: vi.fn(),
}));

function answer(ask: boolean) {
  return {
    spending_limit: {
      amount: 5000,
      currency: 'EUR',
      pending: null,
      ask_before_paid_message: ask,
      used: 1999,
      resets_at: '2026-12-01T00:00:00.000Z',
    },
  };
}

const focusWindow = () => globalThis.dispatchEvent(new Event('focus'));

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-11-20T10:00:00Z'));
});
afterEach(() => {
  vi.useRealTimers();
  vi.mocked(api).mockReset();
  $askSetting.set(null);
});

describe('the member’s "ask me before each paid message" switch', () => {
  it('is read at the first paid send and then kept', async () => {
    vi.mocked(api).mockResolvedValue(answer(true));
    expect(api).not.toHaveBeenCalled();
    await expect(shouldAskBeforePaidSend(7)).resolves.toBe(true);
    await expect(shouldAskBeforePaidSend(7)).resolves.toBe(true);
    expect(api).toHaveBeenCalledTimes(1);
    expect(api).toHaveBeenCalledWith('/api/spending-limit.php', { retry: 1 });
  });

  it('is read again when the window regains focus, at most once a minute', async () => {
    vi.mocked(api).mockResolvedValue(answer(false));
    await shouldAskBeforePaidSend(7);
    focusWindow();
    expect(api).toHaveBeenCalledTimes(1);
    vi.mocked(api).mockResolvedValue(answer(true));
    vi.setSystemTime(Date.now() + SETTING_REFRESH_MS);
    focusWindow();
    focusWindow();
    await vi.waitFor(() => expect($askSetting.get()?.ask).toBe(true));
    expect(api).toHaveBeenCalledTimes(2);
    await expect(shouldAskBeforePaidSend(7)).resolves.toBe(true);
    expect(api).toHaveBeenCalledTimes(2);
  });

  it('is read again at the first paid send after a chat page opened (the member may come from /credits)', async () => {
    vi.mocked(api).mockResolvedValue(answer(false));
    await shouldAskBeforePaidSend(7);
    noteChatOpened();
    expect(api).toHaveBeenCalledTimes(1);
    vi.mocked(api).mockResolvedValue(answer(true));
    await expect(shouldAskBeforePaidSend(7)).resolves.toBe(true);
    expect(api).toHaveBeenCalledTimes(2);
  });

  it('belongs to one member: another member’s send reads their own', async () => {
    vi.mocked(api).mockResolvedValue(answer(true));
    await shouldAskBeforePaidSend(7);
    vi.mocked(api).mockResolvedValue(answer(false));
    await expect(shouldAskBeforePaidSend(8)).resolves.toBe(false);
    expect(api).toHaveBeenCalledTimes(2);
  });

  it('asks when it cannot be read and nothing is known, keeps the last known answer, and a 404 means no such setting', async () => {
    vi.mocked(api).mockRejectedValue(new ApiError(0, 'network_error'));
    await expect(shouldAskBeforePaidSend(7)).resolves.toBe(true);
    vi.mocked(api).mockResolvedValue({});
    await expect(shouldAskBeforePaidSend(7)).resolves.toBe(true);
    vi.mocked(api).mockResolvedValue(answer(false));
    await shouldAskBeforePaidSend(7);
    noteChatOpened();
    vi.mocked(api).mockRejectedValue(new ApiError(0, 'network_error'));
    await expect(shouldAskBeforePaidSend(7)).resolves.toBe(false);
    $askSetting.set(null);
    vi.mocked(api).mockRejectedValue(new ApiError(404, 'not_found'));
    await expect(shouldAskBeforePaidSend(7)).resolves.toBe(false);
  });
});
