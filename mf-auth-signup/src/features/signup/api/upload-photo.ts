import { api } from '@app/shared/api';
import type { PhotoUploadResponse } from '@app/shared/contract';

/** POST /api/photos.php: the raw file as the body; its type becomes the Content-Type. */
export function uploadPhoto(file: File): Promise<PhotoUploadResponse> {
  return api<PhotoUploadResponse>('/api/photos.php', { method: 'POST', body: file });
}
