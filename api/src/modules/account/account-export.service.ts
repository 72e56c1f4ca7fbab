import type { Db } from '../../db/database';

/**
 * The member's own data as one JSON document (the download of /account-deleted): the account (never
 * the password hash or tokens), the profile, the photos, the messages sent and received, the credit
 * ledger, orders and transactions. Of the other side of a conversation only the profile id and name.
 */
export async function exportAccountData(db: Db, userId: number, now = new Date()) {
  const user = await db
    .selectFrom('users')
    .select([
      'id',
      'email',
      'status',
      'language',
      'signup_date',
      'paid_user',
      'notifications_disabled',
      'mail_disabled_reason',
      'traffic_source',
      'deleted_at',
      'reactivate_until',
      'last_seen_at',
      'created_at',
    ])
    .where('id', '=', userId)
    .executeTakeFirstOrThrow();
  const profile = await db
    .selectFrom('profiles')
    .select([
      'id',
      'name',
      'birth_date',
      'gender',
      'sexuality',
      'country',
      'region_id',
      'city',
      'latitude',
      'longitude',
      'hair_colour',
      'eye_colour',
      'body_type',
      'relationship_status',
      'tattoos',
      'about_me',
      'signup_message',
      'status',
      'created_at',
    ])
    .where('user_id', '=', userId)
    .executeTakeFirst();
  const profileId = profile?.id ?? -1;
  const photos = await db
    .selectFrom('photos')
    .select(['filename', 'is_private as private', 'is_main', 'created_at'])
    .where('profile_id', '=', profileId)
    .orderBy('id')
    .execute();
  const messages = await db
    .selectFrom('messages')
    .innerJoin('conversations', 'conversations.id', 'messages.conversation_id')
    .innerJoin('profiles as other', (join) =>
      join.on((eb) =>
        eb(
          'other.id',
          '=',
          eb
            .case()
            .when('conversations.profile_low_id', '=', profileId)
            .then(eb.ref('conversations.profile_high_id'))
            .else(eb.ref('conversations.profile_low_id'))
            .end(),
        ),
      ),
    )
    .select([
      'messages.conversation_id',
      'messages.sender_profile_id',
      'messages.kind',
      'messages.body',
      'messages.credits',
      'messages.created_at',
      'other.id as other_profile_id',
      'other.name as other_name',
    ])
    .where((eb) =>
      eb.or([eb('conversations.profile_low_id', '=', profileId), eb('conversations.profile_high_id', '=', profileId)]),
    )
    .orderBy('messages.id')
    .execute();
  const creditLedger = await db
    .selectFrom('credit_ledger')
    .select(['delta', 'balance_after', 'reason', 'reference', 'created_at'])
    .where('user_id', '=', userId)
    .orderBy('id')
    .execute();
  const orders = await db
    .selectFrom('orders')
    .select([
      'id',
      'state',
      'package_code',
      'credits',
      'price',
      'discount_code',
      'discount_amount',
      'amount',
      'currency',
      'vat_amount',
      'payment_method',
      'provider',
      'created_at',
      'completed_at',
    ])
    .where('user_id', '=', userId)
    .orderBy('id')
    .execute();
  const orderIds = orders.map((order) => order.id);
  const transactions = orderIds.length
    ? await db
        .selectFrom('payment_transitions')
        .select(['order_id', 'from_state', 'to_state', 'source', 'created_at'])
        .where('order_id', 'in', orderIds)
        .where('applied', '=', true)
        .orderBy('id')
        .execute()
    : [];
  return {
    exported_at: now.toISOString(),
    user,
    profile: profile ?? null,
    photos,
    messages: messages.map((message) => ({
      conversation_id: message.conversation_id,
      sent_by_me: message.sender_profile_id === profileId,
      other_profile: { id: message.other_profile_id, name: message.other_name },
      kind: message.kind,
      body: message.body,
      credits: message.credits,
      created_at: message.created_at,
    })),
    credit_ledger: creditLedger,
    orders,
    transactions,
  };
}
