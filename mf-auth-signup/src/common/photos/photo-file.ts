import { PHOTO_UPLOAD } from '@app/shared/contract/photo-constants';

/**
 * What can be said about a file before it is sent (the server checks the content): too large, or
 * not of a type the server takes. A translation key in `common`, or null.
 */
export function photoFileProblem(file: Pick<File, 'size' | 'type'>): string | null {
  if (file.size > PHOTO_UPLOAD.maxBytes) return 'errors.photo_too_large';
  if (file.type && !(PHOTO_UPLOAD.types as readonly string[]).includes(file.type)) return 'errors.photo_invalid';
  return null;
}
