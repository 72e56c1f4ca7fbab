// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { api, ApiError } from '@app/shared/api';
import type * as ApiModule from '@app/shared/api';
import type { Message, SendMessageResponse } from '@app/shared/contract';
import { outboxDelayMs } from './backoff';
import {
  $outbox,
  discardMessage,
  onMessageConfirmed,
  retryMessage,
  sendMessage,
  startOutbox,
  stopOutbox,
} from './outbox-store';
import { readOutbox } from './outbox-storage';

vi.mock('@app/shared/api', async (importOriginal) => ({
  ...(await importOriginal<typeof ApiModule>()),
  api: vi.fn(),
}));

const MEMBER = 7;
const request = { kind: 'text' as const, profile_id: 42, body: 'Hello' };

function answer(clientKey: string): SendMessageResponse {
  const message: Message = {
    id: 100,
    conversation: 5,
    sender: 1,
    kind: 'text',
    body: 'Hello',
    photo: null,
    gift: null,
    credits: 1,
    created_at: '2026-11-22T10:00:00.000Z',
    client_key: clientKey,
  };
  const price = { text: 1, photo: 5, gift: 3, minimum_cost: null, free_messages_left: 0 };
  return { message, credits: 9, price };
}

/** The Idempotency-Key of each call to the API so far. */
const sentKeys = () => vi.mocked(api).mock.calls.map(([, options]) => options?.idempotencyKey);

beforeEach(() => {
  localStorage.clear();
  startOutbox(MEMBER);
});

afterEach(() => {
  stopOutbox();
  vi.useRealTimers();
  vi.mocked(api).mockReset();
});

describe('outbox', () => {
  it('keeps a pending message in localStorage, so a reload sends it again with the same key', async () => {
    vi.mocked(api).mockReturnValue(new Promise(() => undefined));
    const key = sendMessage(request);
    expect(readOutbox(MEMBER)).toMatchObject([{ clientKey: key, request, state: 'sending' }]);

    stopOutbox();
    vi.mocked(api).mockReset();
    vi.mocked(api).mockResolvedValue(answer(key));
    startOutbox(MEMBER);
    await vi.waitFor(() => expect($outbox.get()).toEqual([]));
    expect(sentKeys()).toEqual([key]);
    expect(readOutbox(MEMBER)).toEqual([]);
  });

  it('retries a send that got no answer with backoff and the same key, and confirms it once', async () => {
    vi.useFakeTimers();
    const confirmed = vi.fn();
    const stop = onMessageConfirmed(confirmed);
    vi.mocked(api)
      .mockRejectedValueOnce(new ApiError(0, 'network_error'))
      .mockRejectedValueOnce(new ApiError(503, 'unavailable'))
      .mockImplementation(async (_path, options) => answer(options!.idempotencyKey!));
    const key = sendMessage(request);
    await vi.advanceTimersByTimeAsync(0);
    expect(sentKeys()).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(outboxDelayMs(0));
    expect(sentKeys()).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(outboxDelayMs(1));
    expect(sentKeys()).toEqual([key, key, key]);
    expect($outbox.get()).toEqual([]);
    expect(confirmed).toHaveBeenCalledTimes(1);
    expect(confirmed.mock.calls[0]![1].message.client_key).toBe(key);
    stop();
  });

  it('tries again at once when the browser comes back online', async () => {
    vi.useFakeTimers();
    vi.mocked(api)
      .mockRejectedValueOnce(new ApiError(0, 'network_error'))
      .mockImplementation(async (_path, options) => answer(options!.idempotencyKey!));
    const key = sendMessage(request);
    await vi.advanceTimersByTimeAsync(0);
    expect(sentKeys()).toEqual([key]);
    window.dispatchEvent(new Event('online'));
    await vi.advanceTimersByTimeAsync(0);
    expect(sentKeys()).toEqual([key, key]);
    expect($outbox.get()).toEqual([]);
  });

  it('ends as failed with the code on a 4xx answer, and a retry sends the same key again', async () => {
    vi.mocked(api).mockRejectedValueOnce(new ApiError(402, 'insufficient_credits', { error: 'insufficient_credits' }));
    const key = sendMessage(request);
    await vi.waitFor(() => expect($outbox.get()[0]).toMatchObject({ state: 'failed', error: 'insufficient_credits' }));
    expect(sentKeys()).toEqual([key]);

    vi.mocked(api).mockResolvedValueOnce(answer(key));
    retryMessage(key);
    await vi.waitFor(() => expect($outbox.get()).toEqual([]));
    expect(sentKeys()).toEqual([key, key]);
  });

  it.each([
    [403, 'premium_only'],
    [403, 'email_unconfirmed'],
    [404, 'not_found'],
  ] as const)('does not retry a %s %s by itself', async (status, code) => {
    vi.useFakeTimers();
    vi.mocked(api).mockRejectedValue(new ApiError(status, code));
    sendMessage(request);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(api).toHaveBeenCalledTimes(1);
    expect($outbox.get()[0]).toMatchObject({ state: 'failed', error: code });
  });

  it('drops a failed message the member gives up on', async () => {
    vi.mocked(api).mockRejectedValueOnce(new ApiError(403, 'premium_only'));
    const key = sendMessage(request);
    await vi.waitFor(() => expect($outbox.get()[0]?.state).toBe('failed'));
    discardMessage(key);
    expect($outbox.get()).toEqual([]);
    expect(readOutbox(MEMBER)).toEqual([]);
  });

  it("keeps members' outboxes apart", () => {
    vi.mocked(api).mockReturnValue(new Promise(() => undefined));
    sendMessage(request);
    stopOutbox();
    startOutbox(8);
    expect($outbox.get()).toEqual([]);
    expect(readOutbox(MEMBER)).toHaveLength(1);
  });
});
