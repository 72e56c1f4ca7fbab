import { sql } from 'kysely';
import type { Db } from '../../db/database';
import { compiledOnce } from '../../db/compiled-once';
import { inMemberPoolOfArrays, notBlockedEitherWay, poolListsOf, type MemberPool } from '../members';

/** The two profile ids of a pair in the order conversations stores them. */
export function profilePair(a: number, b: number): { profile_low_id: number; profile_high_id: number } {
  return a < b ? { profile_low_id: a, profile_high_id: b } : { profile_low_id: b, profile_high_id: a };
}

/**
 * A member's side of a conversation with the other member's profile and user ids, or undefined when
 * the profile is not a member of it.
 */
export function findMembership(db: Db, conversationId: number, profileId: number) {
  return db
    .selectFrom('conversation_members as own')
    .innerJoin('conversations', 'conversations.id', 'own.conversation_id')
    .innerJoin('conversation_members as other', (join) =>
      join.onRef('other.conversation_id', '=', 'own.conversation_id').onRef('other.profile_id', '<>', 'own.profile_id'),
    )
    .innerJoin('profiles as other_profile', 'other_profile.id', 'other.profile_id')
    .select([
      'own.conversation_id',
      'own.unread_count',
      'own.last_read_message_id',
      'own.last_delivered_message_id',
      'own.deleted_at',
      'conversations.started_by_profile_id',
      'other.profile_id as other_profile_id',
      'other_profile.user_id as other_user_id',
      'other.last_read_message_id as other_last_read_message_id',
      'other.last_delivered_message_id as other_last_delivered_message_id',
    ])
    .where('own.conversation_id', '=', conversationId)
    .where('own.profile_id', '=', profileId)
    .executeTakeFirst();
}

/** The conversation between two profiles, if they ever wrote. */
export async function findConversationId(db: Db, a: number, b: number): Promise<number | null> {
  const pair = profilePair(a, b);
  const row = await db
    .selectFrom('conversations')
    .select('id')
    .where('profile_low_id', '=', pair.profile_low_id)
    .where('profile_high_id', '=', pair.profile_high_id)
    .executeTakeFirst();
  return row?.id ?? null;
}

/**
 * The conversation between two profiles, created with both member rows when missing (the first
 * message). Concurrent first messages meet on the pair's unique constraint and share one row.
 */
export async function ensureConversation(trx: Db, senderId: number, recipientId: number): Promise<number> {
  const pair = profilePair(senderId, recipientId);
  const inserted = await trx
    .insertInto('conversations')
    .values({ ...pair, started_by_profile_id: senderId })
    .onConflict((c) => c.columns(['profile_low_id', 'profile_high_id']).doNothing())
    .returning('id')
    .executeTakeFirst();
  const id = inserted?.id ?? (await findConversationId(trx, senderId, recipientId));
  if (id === null) throw new Error('conversation missing after insert');
  await trx
    .insertInto('conversation_members')
    .values([
      { conversation_id: id, profile_id: senderId, last_read_message_id: null, deleted_at: null },
      { conversation_id: id, profile_id: recipientId, last_read_message_id: null, deleted_at: null },
    ])
    .onConflict((c) => c.columns(['conversation_id', 'profile_id']).doNothing())
    .execute();
  return id;
}

/** What a message changes on its conversation: its time, and its first writer when none is recorded. */
function touched(sender: number) {
  return {
    last_message_at: sql<Date>`now()`,
    started_by_profile_id: sql<number>`coalesce(started_by_profile_id, ${sender})`,
  };
}

/**
 * A message in the conversation (see `touched`). The update locks the row until commit, so the
 * members' messages in it (their first writer, the unconfirmed reply rule, the counters) take turns.
 */
export async function touchConversation(trx: Db, conversationId: number, sender: number): Promise<void> {
  await trx.updateTable('conversations').set(touched(sender)).where('id', '=', conversationId).execute();
}

/** Raises a member's delivered mark (never lowers it); answers whether it changed. */
export async function raiseDelivered(trx: Db, conversationId: number, profileId: number, messageId: number) {
  const result = await trx
    .updateTable('conversation_members')
    .set({ last_delivered_message_id: messageId })
    .where('conversation_id', '=', conversationId)
    .where('profile_id', '=', profileId)
    .where((eb) =>
      eb.or([eb('last_delivered_message_id', 'is', null), eb('last_delivered_message_id', '<', messageId)]),
    )
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/**
 * The member read up to a message: unread 0, the read mark raised (never lowered), and the delivered
 * mark at least as high. Answers the marks after the change.
 */
export async function markRead(trx: Db, conversationId: number, profileId: number, messageId: number) {
  return trx
    .updateTable('conversation_members')
    .set({
      unread_count: 0,
      last_read_message_id: sql<number>`greatest(coalesce(last_read_message_id, 0), ${messageId})`,
      last_delivered_message_id: sql<number>`greatest(coalesce(last_delivered_message_id, 0), ${messageId})`,
    })
    .where('conversation_id', '=', conversationId)
    .where('profile_id', '=', profileId)
    .returning(['last_read_message_id', 'last_delivered_message_id'])
    .executeTakeFirstOrThrow();
}

/** Hides the conversation from the member's list (until a new message brings it back). */
export async function hideConversation(trx: Db, conversationId: number, profileId: number): Promise<void> {
  await trx
    .updateTable('conversation_members')
    .set({ deleted_at: sql`now()`, unread_count: 0 })
    .where('conversation_id', '=', conversationId)
    .where('profile_id', '=', profileId)
    .execute();
}

/** The newest message id in a conversation written by someone other than `profileId` (0 when none). */
export async function latestIncomingId(db: Db, conversationId: number, profileId: number): Promise<number> {
  const row = await db
    .selectFrom('messages')
    .select((eb) => eb.fn.max('id').as('id'))
    .where('conversation_id', '=', conversationId)
    .where('sender_profile_id', '<>', profileId)
    .executeTakeFirst();
  return Number(row?.id ?? 0);
}

/** A sender as the contact rules see them: user and profile ids. */
interface Sender {
  id: number;
  profileId: number;
}

/**
 * The member a sender may write to (or open a chat with): a profile of the sender's pool (ADR 0009),
 * or one they already share a conversation with (an unconfirmed member's profile is not in the pool
 * yet, but can be answered); never oneself, a deleted account or a block either way. `pool` is the
 * site's pool's lists (poolListsOf), as array parameters so that the text is the same for every site
 * (findContactTouchingConversation compiles it once); the blocks are checked here. `low` and `high`:
 * the pair of sender and target as conversations stores it (profilePair).
 */
function contactQuery(db: Db, contact: ContactArguments) {
  return db
    .selectFrom('profiles as p')
    .innerJoin('users as u', 'u.id', 'p.user_id')
    .select(['p.id', 'p.user_id', 'u.language'])
    .where('p.id', '=', contact.targetId)
    .where('p.id', '!=', contact.senderProfileId)
    .where(notBlockedEitherWay({ id: contact.senderUserId, profileId: contact.senderProfileId }))
    .where((eb) =>
      eb.or([
        inMemberPoolOfArrays({ siteIds: contact.siteIds, countries: contact.countries, hiddenIds: contact.hiddenIds }),
        // Outside the pool (which hides deleted accounts itself), a conversation partner's account must not be deleted.
        eb.and([
          eb('u.status', '!=', 'deleted'),
          eb.exists(
            eb
              .selectFrom('conversations')
              .select('id')
              .where('profile_low_id', '=', contact.low)
              .where('profile_high_id', '=', contact.high),
          ),
        ]),
      ]),
    );
}

/** What contactQuery compares with, each a value of its own (compiledOnce's arguments). */
interface ContactArguments {
  siteIds: number[];
  countries: string[];
  hiddenIds: number[];
  senderUserId: number;
  senderProfileId: number;
  targetId: number;
  low: number;
  high: number;
}

function contactArguments(pool: MemberPool, sender: Sender, targetId: number): ContactArguments {
  const pair = profilePair(sender.profileId, targetId);
  return {
    ...poolListsOf(pool),
    senderUserId: sender.id,
    senderProfileId: sender.profileId,
    targetId,
    low: pair.profile_low_id,
    high: pair.profile_high_id,
  };
}

/** The contact (see contactQuery) with the conversation they share with the sender (null: none yet). */
export function findContact(db: Db, pool: MemberPool, sender: Sender, targetId: number) {
  const pair = profilePair(sender.profileId, targetId);
  return contactQuery(db, contactArguments(pool, sender, targetId))
    .select((eb) =>
      eb
        .selectFrom('conversations')
        .select('conversations.id')
        .where('profile_low_id', '=', pair.profile_low_id)
        .where('profile_high_id', '=', pair.profile_high_id)
        .as('conversation_id'),
    )
    .executeTakeFirst();
}

/**
 * For a message: the contact (see contactQuery) and, in the same statement, their conversation with
 * the sender touched and locked as touchConversation does (conversation_id null: none yet).
 */
export async function findContactTouchingConversation(trx: Db, pool: MemberPool, sender: Sender, targetId: number) {
  const contact = contactArguments(pool, sender, targetId);
  const result = await contactTouchingQuery(
    trx,
    contact.siteIds,
    contact.countries,
    contact.hiddenIds,
    contact.senderUserId,
    contact.senderProfileId,
    contact.targetId,
    contact.low,
    contact.high,
  );
  return result.rows[0];
}

/** findContactTouchingConversation's statement, built and compiled once (ADR 0042, ADR 0044): every send runs it. */
const contactTouchingQuery = compiledOnce(
  (
    trx: Db,
    siteIds: number[],
    countries: string[],
    hiddenIds: number[],
    senderUserId: number,
    senderProfileId: number,
    targetId: number,
    low: number,
    high: number,
  ) =>
    trx
      .with('contact', () =>
        contactQuery(trx, { siteIds, countries, hiddenIds, senderUserId, senderProfileId, targetId, low, high }),
      )
      .with('touched', (qb) =>
        qb
          .updateTable('conversations')
          .set(touched(senderProfileId))
          .where('profile_low_id', '=', low)
          .where('profile_high_id', '=', high)
          .where((eb) => eb.exists(eb.selectFrom('contact').select('contact.id')))
          .returning('conversations.id'),
      )
      .selectFrom('contact')
      .select((eb) => [
        'contact.id',
        'contact.user_id',
        'contact.language',
        eb.selectFrom('touched').select('touched.id').as('conversation_id'),
      ]),
);
