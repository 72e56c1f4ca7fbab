import { describe, expect, it } from 'vitest';
import { MINIMUM_AGE } from '@app/shared/contract';
import { latestBirthDate } from './birth-date';

describe('latestBirthDate', () => {
  it('is today, MINIMUM_AGE years ago', () => {
    expect(latestBirthDate(new Date('2026-03-15T10:00:00Z'))).toBe(`${2026 - MINIMUM_AGE}-03-15`);
  });
});
