import { sql, type Kysely } from 'kysely';

/**
 * Chat messages (issue 6): who wrote first in a conversation (an unconfirmed member may start one but
 * not reply, ADR 0014), each member's delivered mark (receipts), and the photos sent in chat, which
 * belong to no profile and count against no photo limit.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('conversations')
    .addColumn('started_by_profile_id', 'integer', (col) => col.references('profiles.id').onDelete('set null'))
    .execute();
  await db.schema.alterTable('conversation_members').addColumn('last_delivered_message_id', 'bigint').execute();
  await db.schema
    .createTable('chat_photos')
    .addColumn('id', 'serial', (col) => col.primaryKey())
    .addColumn('owner_profile_id', 'integer', (col) => col.notNull().references('profiles.id').onDelete('cascade'))
    .addColumn('filename', 'text', (col) => col.notNull())
    .addColumn('thumb_filename', 'text', (col) => col.notNull())
    .addColumn('width', 'integer', (col) => col.notNull())
    .addColumn('height', 'integer', (col) => col.notNull())
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .execute();
  // A message's photo is a chat photo, not a profile photo.
  await sql`alter table messages drop constraint if exists messages_photo_id_fkey`.execute(db);
  await db.schema
    .alterTable('messages')
    .addForeignKeyConstraint('messages_chat_photo_fk', ['photo_id'], 'chat_photos', ['id'])
    .execute();
  await db.schema
    .createIndex('messages_sender_conversation')
    .on('messages')
    .columns(['sender_profile_id', 'conversation_id'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('messages_sender_conversation').execute();
  await db.schema.alterTable('messages').dropConstraint('messages_chat_photo_fk').execute();
  await db.schema.dropTable('chat_photos').execute();
  await db.schema.alterTable('conversation_members').dropColumn('last_delivered_message_id').execute();
  await db.schema.alterTable('conversations').dropColumn('started_by_profile_id').execute();
}
