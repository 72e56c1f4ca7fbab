import { FREE_MEMBER_CONVERSATIONS } from '@app/shared/contract';
import { compiledOnce } from '../../db/compiled-once';
import type { Db } from '../../db/database';
import type { MessagesTable } from './chat.table';
import { sql, type Insertable } from 'kysely';

/** Messages with what their DTO needs: the chat photo's files and the gift. */
function messagesWithParts(db: Db) {
  return db
    .selectFrom('messages')
    .leftJoin('chat_photos', 'chat_photos.id', 'messages.photo_id')
    .leftJoin('gifts', 'gifts.id', 'messages.gift_id')
    .select([
      'messages.id',
      'messages.conversation_id',
      'messages.sender_profile_id',
      'messages.kind',
      'messages.body',
      'messages.photo_id',
      'messages.credits',
      'messages.client_key',
      'messages.created_at',
      'chat_photos.filename as photo_filename',
      'chat_photos.thumb_filename as photo_thumb_filename',
      'chat_photos.width as photo_width',
      'chat_photos.height as photo_height',
      'gifts.key as gift_key',
      'gifts.names as gift_names',
      'gifts.image as gift_image',
    ]);
}
export type MessageRow = Awaited<ReturnType<ReturnType<typeof messagesWithParts>['executeTakeFirstOrThrow']>>;

/** Whether an error is the messages' unique key of a sender's client_key (the key was stored before). */
export function isClientKeyConflict(error: unknown): boolean {
  const fields = error as { code?: unknown; constraint?: unknown } | null;
  return fields?.code === '23505' && fields.constraint === 'messages_sender_client_key_unique';
}

/** The message a member sent with an idempotency key, if any. */
export function findMessageByKey(db: Db, senderProfileId: number, clientKey: string) {
  return messagesWithParts(db)
    .where('messages.sender_profile_id', '=', senderProfileId)
    .where('messages.client_key', '=', clientKey)
    .executeTakeFirst();
}

/** Up to `limit` messages of a conversation older than `before` (all when null), newest first. */
export function findMessagesBefore(db: Db, conversationId: number, before: number | null, limit: number) {
  let query = messagesWithParts(db).where('messages.conversation_id', '=', conversationId);
  if (before !== null) query = query.where('messages.id', '<', before);
  return query.orderBy('messages.id', 'desc').limit(limit).execute();
}

/**
 * Stores a message and, in the same statement, brings the conversation back into both members' lists
 * and counts it unread for the recipient. Answers what the message's DTO needs of the stored row (the
 * parts are the caller's) and the recipient's unread count.
 */
export async function insertMessage(trx: Db, message: NewMessage, recipientProfileId: number) {
  const result = await insertMessageQuery(
    trx,
    message.conversation_id,
    message.sender_profile_id,
    message.kind,
    message.body,
    message.photo_id,
    message.gift_id,
    message.credits,
    message.client_key,
    recipientProfileId,
  );
  const row = result.rows[0];
  if (!row) throw new Error(`message not stored in conversation ${message.conversation_id}`);
  const { recipient_unread: recipientUnread, ...stored } = row;
  if (recipientUnread === null) throw new Error(`conversation ${message.conversation_id} lacks its recipient`);
  return { stored, recipientUnread };
}

/** Every column a new message is stored with (none left to its default). */
type NewMessage = Required<Omit<Insertable<MessagesTable>, 'id' | 'created_at'>>;

/** insertMessage's statement, built and compiled once (ADR 0042): the chat's most frequent write. */
const insertMessageQuery = compiledOnce(
  (
    trx: Db,
    conversationId: number,
    senderProfileId: number,
    kind: NewMessage['kind'],
    body: string | null,
    photoId: number | null,
    giftId: number | null,
    credits: number,
    clientKey: string | null,
    recipientProfileId: number,
  ) =>
    trx
      .with('members', (qb) =>
        qb
          .updateTable('conversation_members')
          .set((eb) => ({
            unread_count: eb(
              'unread_count',
              '+',
              eb.case().when('profile_id', '=', recipientProfileId).then(1).else(0).end(),
            ),
            deleted_at: null,
          }))
          .where('conversation_id', '=', conversationId)
          .where('profile_id', 'in', [recipientProfileId, senderProfileId])
          .returning(['profile_id', 'unread_count']),
      )
      .insertInto('messages')
      .values({
        conversation_id: conversationId,
        sender_profile_id: senderProfileId,
        kind,
        body,
        photo_id: photoId,
        gift_id: giftId,
        credits,
        client_key: clientKey,
      })
      .returning((eb) => [
        'id',
        'conversation_id',
        'sender_profile_id',
        'kind',
        'body',
        'photo_id',
        'credits',
        'client_key',
        'created_at',
        eb
          .selectFrom('members')
          .select('unread_count')
          .where('profile_id', '=', recipientProfileId)
          .as('recipient_unread'),
      ]),
);

/**
 * What the free-message rule needs, in one query: the first FREE_MEMBER_CONVERSATIONS conversations
 * the member wrote in (first written first) and the texts they sent in `conversation` (0 for none).
 */
export async function findFreeMessageCounts(db: Db, profileId: number, conversation: number | null) {
  const row = await db
    .selectNoFrom((eb) => [
      sql<number[]>`array(
        select conversation_id from messages where sender_profile_id = ${profileId}
        group by conversation_id order by min(id) limit ${FREE_MEMBER_CONVERSATIONS})`.as('first_conversations'),
      eb
        .selectFrom('messages')
        .select((inner) => inner.fn.countAll<number>().as('count'))
        .where('conversation_id', '=', conversation ?? 0)
        .where('sender_profile_id', '=', profileId)
        .where('kind', '=', 'text')
        .as('texts_sent_here'),
    ])
    .executeTakeFirstOrThrow();
  return { firstConversations: row.first_conversations, textsSentHere: Number(row.texts_sent_here ?? 0) };
}

/** Whether the other member has written in the conversation (so a message from this member is a reply). */
export async function hasReceivedIn(db: Db, conversationId: number, profileId: number): Promise<boolean> {
  const row = await db
    .selectFrom('messages')
    .select('id')
    .where('conversation_id', '=', conversationId)
    .where('sender_profile_id', '<>', profileId)
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

/** A gift of the catalogue by key. */
export function findGiftByKey(db: Db, key: string) {
  return db
    .selectFrom('gifts')
    .select(['id', 'key', 'names', 'image', 'credits'])
    .where('key', '=', key)
    .executeTakeFirst();
}

/** A chat photo the member uploaded. */
export function findOwnChatPhoto(db: Db, profileId: number, photoId: number) {
  return db
    .selectFrom('chat_photos')
    .select(['id', 'filename', 'thumb_filename', 'width', 'height'])
    .where('id', '=', photoId)
    .where('owner_profile_id', '=', profileId)
    .executeTakeFirst();
}

export async function insertChatPhoto(
  db: Db,
  photo: { ownerProfileId: number; filename: string; thumbFilename: string; width: number; height: number },
): Promise<number> {
  const row = await db
    .insertInto('chat_photos')
    .values({
      owner_profile_id: photo.ownerProfileId,
      filename: photo.filename,
      thumb_filename: photo.thumbFilename,
      width: photo.width,
      height: photo.height,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}
