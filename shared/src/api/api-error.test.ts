import { describe, expect, it, vi } from 'vitest';
import { ApiError, errorMessageKey } from './api-error';

describe('ApiError', () => {
  it('is recognised across copies of its module (a remote may bundle its own)', async () => {
    vi.resetModules();
    const copy = await import('./api-error');
    expect(copy.ApiError).not.toBe(ApiError);
    const error = new copy.ApiError(401, 'login_failed');
    expect(error instanceof ApiError).toBe(true);
    expect(errorMessageKey(error)).toBe('errors.login_failed');
  });

  it('is not any other error', () => {
    expect(new Error('x') instanceof ApiError).toBe(false);
    expect((null as unknown as object) instanceof ApiError).toBe(false);
    expect(errorMessageKey(new TypeError('x'))).toBe('errors.generic');
  });
});
