import type { Db } from '../../db/database';

/** The account's columns a data export shows (never the password hash). */
export function findExportUser(db: Db, userId: number) {
  return db
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
}

export function findExportProfile(db: Db, userId: number) {
  return db
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
}

export function findExportPhotos(db: Db, profileId: number) {
  return db
    .selectFrom('photos')
    .select(['filename', 'is_private as private', 'is_main', 'created_at'])
    .where('profile_id', '=', profileId)
    .orderBy('id')
    .execute();
}

/** The messages of the profile's conversations, with the other side's profile id and name. */
export function findExportMessages(db: Db, profileId: number) {
  return db
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
}

export function findExportCreditLedger(db: Db, userId: number) {
  return db
    .selectFrom('credit_ledger')
    .select(['delta', 'balance_after', 'reason', 'reference', 'created_at'])
    .where('user_id', '=', userId)
    .orderBy('id')
    .execute();
}

export function findExportOrders(db: Db, userId: number) {
  return db
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
}

/** The applied state changes of the orders. */
export function findExportTransactions(db: Db, orderIds: number[]) {
  return db
    .selectFrom('payment_transitions')
    .select(['order_id', 'from_state', 'to_state', 'source', 'created_at'])
    .where('order_id', 'in', orderIds)
    .where('applied', '=', true)
    .orderBy('id')
    .execute();
}
