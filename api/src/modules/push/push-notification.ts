import { DEFAULT_LANGUAGE, disabledKey, isLanguage, type Language, type LiveEvent } from '@app/shared/contract';
import type { PushPayload } from './push-sender';
import { PUSH_TEXTS } from './push-texts';

/** Longest message text a notification shows. */
const BODY_LENGTH = 120;

/** The recipient's side of a notification. */
export interface PushRecipient {
  language: string;
  notifications_disabled: string[];
  cdn_prefix: string;
}

/** The other member of a like: name and main photo thumbnail. */
export interface PushProfile {
  name: string;
  thumb_filename: string | null;
}

function shorten(text: string): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length > BODY_LENGTH ? `${flat.slice(0, BODY_LENGTH - 1)}…` : flat;
}

/** The setting a stored event is pushed under, or null when it is never pushed (or is the member's own). */
export function pushKindOf(event: LiveEvent): 'message' | 'like' | 'match' | null {
  // A member's own message reaches their other tabs too: its chat item names the other member.
  if (event.type === 'message') return event.chat.profile.id === event.message.sender ? 'message' : null;
  if (event.type === 'like') return event.match ? 'match' : 'like';
  return null;
}

/** Whether the member turned this kind of push off in the notification settings. */
export function pushDisabled(recipient: PushRecipient, kind: 'message' | 'like' | 'match'): boolean {
  return recipient.notifications_disabled.includes(disabledKey('push', kind));
}

/**
 * The notification for an event in the recipient's language: a message shows the sender's name and
 * its text (or "sent you a photo/gift"), a like the liker's name and "likes you" (a match says so).
 */
export function pushPayloadFor(
  event: LiveEvent,
  recipient: PushRecipient,
  liker: PushProfile | null,
): PushPayload | null {
  const language: Language = isLanguage(recipient.language) ? recipient.language : DEFAULT_LANGUAGE;
  const texts = PUSH_TEXTS[language];
  const icon = (thumb: string | null | undefined) => (thumb ? `${recipient.cdn_prefix}${thumb}` : undefined);
  if (event.type === 'message') {
    const { message, chat } = event;
    const body = message.kind === 'text' ? shorten(message.body ?? '') : texts[message.kind];
    return {
      title: chat.profile.name,
      body,
      icon: icon(chat.profile.main_image?.thumb_filename),
      tag: `message-${message.conversation}`,
      url: `/chats/${message.conversation}`,
    };
  }
  if (event.type === 'like' && liker) {
    return {
      title: liker.name,
      body: event.match ? texts.match : texts.like,
      icon: icon(liker.thumb_filename),
      tag: `like-${event.profile_id}`,
      url: event.match ? `/likes/m/${event.profile_id}` : '/likes',
    };
  }
  return null;
}
