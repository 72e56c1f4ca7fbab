import { afterEach, describe, expect, it, vi } from 'vitest';
import { api, ApiError } from '@app/shared/api';
import type * as ApiModule from '@app/shared/api';
import { createWithdrawal } from './withdrawal-store';
import { testPreview, testResult } from './withdrawal-test-server';

vi.mock('@app/shared/api', async (importOriginal) => ({
  ...(await importOriginal<typeof ApiModule>()),
  api: vi.fn(),
}));

afterEach(() => vi.mocked(api).mockReset());

const posts = () => vi.mocked(api).mock.calls.filter(([, options]) => options?.method === 'POST');

describe('the withdrawal of one order', () => {
  it('confirms only from the confirm step, once at a time, with the key made when the step opened', async () => {
    let answer: (value: unknown) => void = () => undefined;
    vi.mocked(api).mockImplementation(async (_path, options) =>
      options?.method === 'POST' ? new Promise((resolve) => (answer = resolve)) : testPreview(),
    );
    let made = 0;
    const withdrawal = createWithdrawal(7, () => `key-${++made}`);
    await withdrawal.load();
    await withdrawal.confirm();
    expect(posts()).toHaveLength(0);

    withdrawal.review();
    const first = withdrawal.confirm();
    const second = withdrawal.confirm();
    answer({ withdrawal: testResult() });
    await Promise.all([first, second]);
    expect(posts()).toHaveLength(1);
    expect(posts()[0]![1]).toEqual({ method: 'POST', body: { order_id: 7 }, idempotencyKey: 'key-1' });
    expect(withdrawal.$state.get()).toMatchObject({ step: 'done', result: testResult(), key: null });
  });

  it('reads the preview again when the server refuses, back on the statement', async () => {
    vi.mocked(api).mockImplementation(async (_path, options) => {
      if (options?.method === 'POST') throw new ApiError(409, 'withdrawal_not_possible');
      return testPreview({ refusal: 'withdrawn' });
    });
    const withdrawal = createWithdrawal(7, () => 'key');
    withdrawal.review();
    await withdrawal.confirm();
    await vi.waitFor(() => expect(withdrawal.$state.get().preview?.refusal).toBe('withdrawn'));
    expect(withdrawal.$state.get()).toMatchObject({
      step: 'statement',
      message: 'payments:withdrawal.errors.withdrawal_not_possible',
    });
  });
});
