import { sql } from 'kysely';
import type { Db } from '../../db/database';
import type { ChatPhotoUpload } from './chat-photo-limit';

/** Serialises the limit checks of one member's uploads until the transaction ends. */
export async function lockChatPhotoOwner(trx: Db, profileId: number): Promise<void> {
  await sql`select pg_advisory_xact_lock(hashtext(${`chat_photos:${profileId}`}))`.execute(trx);
}

/**
 * A member's chat photos uploaded since `since`, oldest first, each with whether a message of theirs
 * carries it (only the owner can send a chat photo; the sender index finds their messages).
 */
export async function chatPhotoUploadsOf(db: Db, profileId: number, since: Date): Promise<ChatPhotoUpload[]> {
  const rows = await db
    .selectFrom('chat_photos')
    .select((eb) => [
      'chat_photos.created_at',
      eb
        .exists(
          eb
            .selectFrom('messages')
            .select(sql`1`.as('one'))
            .whereRef('messages.sender_profile_id', '=', 'chat_photos.owner_profile_id')
            .whereRef('messages.photo_id', '=', 'chat_photos.id'),
        )
        .as('sent'),
    ])
    .where('chat_photos.owner_profile_id', '=', profileId)
    .where('chat_photos.created_at', '>', since)
    .orderBy('chat_photos.created_at')
    .execute();
  return rows.map((row) => ({ createdAt: new Date(row.created_at), sent: Boolean(row.sent) }));
}

/**
 * Deletes up to `limit` chat photos uploaded before `before` that no message carries, in one
 * statement (a photo sent meanwhile is kept: the message's foreign key refuses its deletion). Answers
 * the deleted photos' files.
 */
export async function deleteUnsentChatPhotos(db: Db, before: Date, limit: number) {
  const unsent = (db: Db) =>
    db
      .selectFrom('chat_photos')
      .select('chat_photos.id')
      .where('chat_photos.created_at', '<', before)
      .where(({ not, exists, selectFrom }) =>
        not(
          exists(
            selectFrom('messages')
              .select(sql`1`.as('one'))
              .whereRef('messages.sender_profile_id', '=', 'chat_photos.owner_profile_id')
              .whereRef('messages.photo_id', '=', 'chat_photos.id'),
          ),
        ),
      )
      .orderBy('chat_photos.id')
      .limit(limit);
  return db
    .deleteFrom('chat_photos')
    .where('id', 'in', unsent(db))
    .returning(['id', 'filename', 'thumb_filename'])
    .execute();
}
