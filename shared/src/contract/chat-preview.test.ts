import { describe, expect, it } from 'vitest';
import { CHAT_PREVIEW_LENGTH, lastMessageOf, previewText } from './chat-preview';

describe('previewText', () => {
  it('puts a text on one line and keeps a short one whole', () => {
    expect(previewText('  How was\n\nyour \t day?  ')).toBe('How was your day?');
  });

  it('cuts a long text at CHAT_PREVIEW_LENGTH characters, not halfway through an emoji', () => {
    const long = '😀'.repeat(CHAT_PREVIEW_LENGTH + 1);
    expect(previewText(long)).toBe(`${'😀'.repeat(CHAT_PREVIEW_LENGTH)}…`);
    expect(previewText('Only the start', true)).toBe('Only the start…');
  });
});

describe('lastMessageOf', () => {
  it('answers a new message as unread, with the gift name for a gift and no text for a photo', () => {
    const message = {
      id: 3,
      conversation: 1,
      sender: 9,
      kind: 'gift' as const,
      body: null,
      photo: null,
      gift: { key: 'rose', name: 'Rose', image: 'rose.svg' },
      credits: 0,
      created_at: '2026-03-13T09:05:00.000Z',
      client_key: null,
    };
    expect(lastMessageOf(message)).toEqual({
      id: 3,
      sender: 9,
      kind: 'gift',
      text: null,
      gift_name: 'Rose',
      created_at: '2026-03-13T09:05:00.000Z',
      delivered: false,
      read: false,
    });
    expect(lastMessageOf({ ...message, kind: 'text', gift: null, body: 'Hi\nthere' }).text).toBe('Hi there');
  });
});
