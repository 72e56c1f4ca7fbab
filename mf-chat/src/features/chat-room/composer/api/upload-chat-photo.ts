import { api } from '@app/shared/api';
import type { Message } from '@app/shared/contract';

/** What POST /api/chat-photo.php answers: the stored photo to send with POST /api/message.php. */
export interface ChatPhotoUpload {
  photo_id: number;
  photo: NonNullable<Message['photo']>;
}

/** POST /api/chat-photo.php: the raw file as the body (its type as Content-Type), like photos.php. */
export function uploadChatPhoto(file: File): Promise<ChatPhotoUpload> {
  return api<ChatPhotoUpload>('/api/chat-photo.php', { method: 'POST', body: file });
}
