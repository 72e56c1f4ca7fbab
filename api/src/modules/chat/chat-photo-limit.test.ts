import { describe, expect, it } from 'vitest';
import {
  CHAT_PHOTO_UNSENT_MAX_AGE_SECONDS,
  CHAT_PHOTOS_PER_DAY,
  CHAT_PHOTOS_UNSENT_AT_ONCE,
} from '@app/shared/contract/chat-photo-limit-constants';
import { chatPhotoWaitSeconds, type ChatPhotoUpload } from './chat-photo-limit';

const NOW = new Date('2026-03-01T12:00:00Z');
const ago = (seconds: number, sent = false): ChatPhotoUpload => ({
  createdAt: new Date(NOW.getTime() - seconds * 1000),
  sent,
});

describe('chatPhotoWaitSeconds', () => {
  it('lets a member upload while under both limits', () => {
    expect(chatPhotoWaitSeconds([], NOW)).toBe(0);
    const unsent = Array.from({ length: CHAT_PHOTOS_UNSENT_AT_ONCE - 1 }, (_, index) => ago(60 + index));
    expect(chatPhotoWaitSeconds(unsent, NOW)).toBe(0);
  });

  it('waits for the oldest unsent upload to expire when too many wait to be sent', () => {
    const unsent = Array.from({ length: CHAT_PHOTOS_UNSENT_AT_ONCE }, (_, index) => ago(3600 - index));
    expect(chatPhotoWaitSeconds(unsent, NOW)).toBe(CHAT_PHOTO_UNSENT_MAX_AGE_SECONDS - 3600);
    const oneSent = unsent.map((upload, index) => (index === 0 ? { ...upload, sent: true } : upload));
    expect(chatPhotoWaitSeconds(oneSent, NOW)).toBe(0);
  });

  it('does not count an unsent upload old enough to be cleaned up', () => {
    const unsent = Array.from({ length: CHAT_PHOTOS_UNSENT_AT_ONCE }, (_, index) => ago(60 + index));
    unsent[0] = ago(CHAT_PHOTO_UNSENT_MAX_AGE_SECONDS + 1);
    expect(chatPhotoWaitSeconds(unsent, NOW)).toBe(0);
  });

  it('counts sent uploads toward the day, until the one that makes room is a day old', () => {
    const day = Array.from({ length: CHAT_PHOTOS_PER_DAY }, (_, index) => ago(7200 - index, true));
    expect(chatPhotoWaitSeconds(day, NOW)).toBe(86_400 - 7200);
    expect(chatPhotoWaitSeconds(day.slice(1), NOW)).toBe(0);
  });
});
