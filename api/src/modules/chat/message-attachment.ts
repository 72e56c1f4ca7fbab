import type { SendMessageRequest } from '@app/shared/contract';
import type { Db } from '../../db/database';
import { AppError } from '../../http/app-error';
import type { ChatSender } from './chat-sender';
import { findGiftByKey, findOwnChatPhoto, type MessageRow } from './message.repository';

/** The parts of a message row that come from its chat photo or gift (what its DTO shows of them). */
type MessageParts = Pick<
  MessageRow,
  'photo_filename' | 'photo_thumb_filename' | 'photo_width' | 'photo_height' | 'gift_key' | 'gift_names' | 'gift_image'
>;

const NO_PARTS: MessageParts = {
  photo_filename: null,
  photo_thumb_filename: null,
  photo_width: null,
  photo_height: null,
  gift_key: null,
  gift_names: null,
  gift_image: null,
};

/** What a message carries: its columns, its catalogue price (a gift's) and the parts its DTO shows. */
export interface Attachment {
  body: string | null;
  photo_id: number | null;
  gift_id: number | null;
  giftCredits: number;
  parts: MessageParts;
}

/**
 * What a message request carries, checked: the sender's own chat photo (premium only: 403
 * premium_only) or a catalogue gift (400 for an unknown one), else the text.
 */
export async function attachmentOf(trx: Db, sender: ChatSender, request: SendMessageRequest): Promise<Attachment> {
  if (request.kind === 'photo') {
    if (!sender.paidUser) throw new AppError('premium_only');
    const photo = await findOwnChatPhoto(trx, sender.profileId, request.photo_id);
    if (!photo) throw new AppError('validation_failed', { fields: { photo_id: 'errors.field_invalid' } });
    const parts = {
      ...NO_PARTS,
      photo_filename: photo.filename,
      photo_thumb_filename: photo.thumb_filename,
      photo_width: photo.width,
      photo_height: photo.height,
    };
    return { body: null, photo_id: photo.id, gift_id: null, giftCredits: 0, parts };
  }
  if (request.kind === 'gift') {
    const gift = await findGiftByKey(trx, request.gift);
    if (!gift) throw new AppError('validation_failed', { fields: { gift: 'errors.field_invalid' } });
    const parts = { ...NO_PARTS, gift_key: gift.key, gift_names: gift.names, gift_image: gift.image };
    return { body: null, photo_id: null, gift_id: gift.id, giftCredits: gift.credits, parts };
  }
  return { body: request.body, photo_id: null, gift_id: null, giftCredits: 0, parts: NO_PARTS };
}
