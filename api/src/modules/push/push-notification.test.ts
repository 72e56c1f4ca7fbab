import { LANGUAGES, type LiveEvent } from '@app/shared/contract';
import { testProfile } from '@app/shared/test-support/fixtures';
import { describe, expect, it } from 'vitest';
import { pushDisabled, pushKindOf, pushPayloadFor } from './push-notification';
import { PUSH_TEXTS } from './push-texts';

const profile = testProfile(7, { name: 'Marlene', country: 'DE' });

function message(sender: number, kind: 'text' | 'photo' | 'gift', body: string | null): LiveEvent {
  return {
    type: 'message',
    message: {
      id: 3,
      conversation: 12,
      sender,
      kind,
      body,
      photo: null,
      gift: null,
      credits: 0,
      created_at: '2026-01-01T00:00:00Z',
      client_key: null,
    },
    chat: { conversation: 12, profile, num_unread_messages: 1 },
  };
}

const recipient = { language: 'en', notifications_disabled: [], cdn_prefix: '/media/' };

describe('push notifications', () => {
  it('pushes received messages and likes, never the member’s own message or other events', () => {
    expect(pushKindOf(message(7, 'text', 'Hi'))).toBe('message');
    expect(pushKindOf(message(8, 'text', 'Mine'))).toBeNull();
    expect(pushKindOf({ type: 'like', profile_id: 7, match: false })).toBe('like');
    expect(pushKindOf({ type: 'like', profile_id: 7, match: true })).toBe('match');
    expect(pushKindOf({ type: 'credits', credits: 3 })).toBeNull();
    expect(pushKindOf({ type: 'read', conversation: 1 })).toBeNull();
  });

  it('honours the notification settings per kind', () => {
    const quiet = { ...recipient, notifications_disabled: ['push_message', 'mail_like'] };
    expect(pushDisabled(quiet, 'message')).toBe(true);
    expect(pushDisabled(quiet, 'like')).toBe(false);
    expect(pushDisabled(quiet, 'match')).toBe(false);
  });

  it('shows the sender, the text on one line and shortened, the photo, and the chat to open', () => {
    const long = `Hello\n\nthere ${'x'.repeat(200)}`;
    const payload = pushPayloadFor(message(7, 'text', long), recipient, null)!;
    expect(payload.title).toBe('Marlene');
    expect(payload.body.startsWith('Hello there x')).toBe(true);
    expect(payload.body.length).toBeLessThanOrEqual(120);
    expect(payload.body.endsWith('…')).toBe(true);
    expect(payload).toMatchObject({ icon: '/media/photos/7/a-thumb.webp', tag: 'message-12', url: '/chats/12' });
  });

  it('says what a photo, a gift and a like are in the member’s language, English for an unknown one', () => {
    const polish = { ...recipient, language: 'pl' };
    expect(pushPayloadFor(message(7, 'gift', null), polish, null)?.body).toBe(PUSH_TEXTS.pl.gift);
    expect(pushPayloadFor(message(7, 'photo', null), { ...recipient, language: 'xx' }, null)?.body).toBe(
      'Sent you a photo',
    );
    const like = pushPayloadFor({ type: 'like', profile_id: 9, match: false }, polish, {
      name: 'Ola',
      thumb_filename: null,
    });
    expect(like).toEqual({ title: 'Ola', body: PUSH_TEXTS.pl.like, icon: undefined, tag: 'like-9', url: '/likes' });
  });

  it('has every text in all eleven languages, none left in English', () => {
    expect(Object.keys(PUSH_TEXTS).sort()).toEqual([...LANGUAGES].sort());
    for (const language of LANGUAGES) {
      for (const [key, text] of Object.entries(PUSH_TEXTS[language])) {
        expect(text.trim(), `${language}.${key}`).not.toBe('');
        if (language !== 'en') expect(text, `${language}.${key}`).not.toBe(PUSH_TEXTS.en[key as 'like']);
      }
    }
  });
});
