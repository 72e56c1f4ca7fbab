import type { Kysely } from 'kysely';

/**
 * Account tokens of the new kinds: `login` links keep the path they lead to (`target`); `reactivation`
 * links keep the status the member had before the deletion (`previous_status`), restored on use.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('account_tokens').addColumn('target', 'text').execute();
  await db.schema.alterTable('account_tokens').addColumn('previous_status', 'text').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('account_tokens').dropColumn('previous_status').execute();
  await db.schema.alterTable('account_tokens').dropColumn('target').execute();
}
