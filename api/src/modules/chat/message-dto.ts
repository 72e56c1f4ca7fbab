import type { Language, Message } from '@app/shared/contract';
import { localName } from '../reference';
import type { MessageRow } from './message.repository';

/**
 * A message as one member sees it: the price and the idempotency key only for its sender, the gift
 * named in the viewer's language, the photo's paths relative to the cdn prefix.
 */
export function toMessage(row: MessageRow, viewerProfileId: number, language: Language): Message {
  const own = row.sender_profile_id === viewerProfileId;
  return {
    id: row.id,
    conversation: row.conversation_id,
    sender: row.sender_profile_id,
    kind: row.kind,
    body: row.body,
    photo:
      row.photo_filename && row.photo_thumb_filename
        ? {
            url: row.photo_filename,
            thumb_url: row.photo_thumb_filename,
            width: row.photo_width ?? 0,
            height: row.photo_height ?? 0,
          }
        : null,
    gift:
      row.gift_key && row.gift_image
        ? { key: row.gift_key, name: localName(row.gift_names ?? {}, language), image: row.gift_image }
        : null,
    credits: own ? row.credits : 0,
    created_at: new Date(row.created_at).toISOString(),
    client_key: own ? row.client_key : null,
  };
}
