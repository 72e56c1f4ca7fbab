import { describe, expect, it } from 'vitest';
import { ApiError } from '@app/shared/api';
import { signupWaitMessage } from './signup-wait';

const limited = (body: Record<string, unknown>) =>
  new ApiError(429, 'rate_limited', { error: 'rate_limited', ...body });

describe('signupWaitMessage', () => {
  it('gives the wait in whole minutes, a part minute counting as one', () => {
    expect(signupWaitMessage(limited({ retry_after: 2501 }))).toEqual({ key: 'errors.signup_rate_limited', count: 42 });
    expect(signupWaitMessage(limited({ retry_after: 20 }))).toEqual({ key: 'errors.signup_rate_limited', count: 1 });
  });

  it('is null for any other answer, or a refusal without a wait', () => {
    expect(signupWaitMessage(limited({}))).toBeNull();
    expect(signupWaitMessage(new ApiError(409, 'email_taken'))).toBeNull();
    expect(signupWaitMessage(new Error('offline'))).toBeNull();
  });
});
