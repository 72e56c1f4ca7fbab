import { api } from '@app/shared/api';
import type { PhotosResponse, PhotoUpdate, PhotoUploadResponse } from '@app/shared/contract';

/** POST /api/photos.php: the raw file as the body (its type as Content-Type), `?private=1` for a private photo. */
export function uploadPhoto(file: File, isPrivate = false): Promise<PhotoUploadResponse> {
  return api<PhotoUploadResponse>('/api/photos.php', {
    method: 'POST',
    body: file,
    query: isPrivate ? { private: '1' } : undefined,
  });
}

/** PUT /api/photos.php: makes a photo the main photo, or (premium) private or public. */
export function updatePhoto(update: PhotoUpdate): Promise<PhotosResponse> {
  return api<PhotosResponse>('/api/photos.php', { method: 'PUT', body: update });
}

/** DELETE /api/photos.php */
export function deletePhoto(id: number): Promise<PhotosResponse> {
  return api<PhotosResponse>('/api/photos.php', { method: 'DELETE', body: { id } });
}
