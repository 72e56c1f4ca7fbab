import { sql, type Kysely } from 'kysely';

/**
 * Indexes for the chat photo limits and the cleanup of unsent uploads (issue 18): a member's uploads
 * by time, and the message that sent a photo (only messages with a photo).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createIndex('chat_photos_owner_created')
    .on('chat_photos')
    .columns(['owner_profile_id', 'created_at'])
    .execute();
  await sql`create index messages_photo on messages (photo_id) where photo_id is not null`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('messages_photo').execute();
  await db.schema.dropIndex('chat_photos_owner_created').execute();
}
