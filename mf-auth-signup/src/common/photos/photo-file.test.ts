import { describe, expect, it } from 'vitest';
import { PHOTO_UPLOAD } from '@app/shared/contract';
import { photoFileProblem } from './photo-file';

describe('photoFileProblem', () => {
  it('accepts an image within the size limit', () => {
    expect(photoFileProblem({ size: 1_000_000, type: 'image/jpeg' })).toBeNull();
  });

  it('leaves a file without a declared type to the server (it checks the content)', () => {
    expect(photoFileProblem({ size: 1_000_000, type: '' })).toBeNull();
  });

  it('refuses a file above the upload limit', () => {
    expect(photoFileProblem({ size: PHOTO_UPLOAD.maxBytes + 1, type: 'image/png' })).toBe('errors.photo_too_large');
  });

  it('refuses a file of a type the server does not take', () => {
    expect(photoFileProblem({ size: 10, type: 'application/pdf' })).toBe('errors.photo_invalid');
    expect(photoFileProblem({ size: 10, type: 'image/gif' })).toBe('errors.photo_invalid');
  });
});
