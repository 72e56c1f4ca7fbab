import { describe, expect, it } from 'vitest';
import { ApiError } from '@app/shared/api';
import { complaintWaitMessage } from './complaint-wait';

const limited = (body: object) => new ApiError(429, 'rate_limited', { error: 'rate_limited', ...body });

describe('complaintWaitMessage', () => {
  it('answers the wait in whole minutes, a part minute counting as one', () => {
    expect(complaintWaitMessage(limited({ retry_after: 1500 }))).toEqual({ key: 'complaints.tooMany', count: 25 });
    expect(complaintWaitMessage(limited({ retry_after: 61 }))).toEqual({ key: 'complaints.tooMany', count: 2 });
    expect(complaintWaitMessage(limited({ retry_after: 5 }))).toEqual({ key: 'complaints.tooMany', count: 1 });
  });

  it('is null for another answer or a limit without a wait', () => {
    expect(complaintWaitMessage(limited({}))).toBeNull();
    expect(complaintWaitMessage(new ApiError(400, 'validation_failed'))).toBeNull();
    expect(complaintWaitMessage(new Error('network'))).toBeNull();
  });
});
