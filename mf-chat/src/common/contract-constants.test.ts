import { describe, expect, it } from 'vitest';
import { PHOTO_UPLOAD } from '@app/shared/contract';
import { PHOTO_UPLOAD_TYPES } from './contract-constants';

describe('zod-free copies of contract constants', () => {
  it('hold exactly the contract values', () => {
    expect(PHOTO_UPLOAD_TYPES).toEqual(PHOTO_UPLOAD.types);
  });
});
