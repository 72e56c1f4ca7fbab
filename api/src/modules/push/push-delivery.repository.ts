import type { Db } from '../../db/database';

/** What a push to a member needs of them and their site. */
export function findPushRecipient(db: Db, userId: number) {
  return db
    .selectFrom('users')
    .innerJoin('sites', 'sites.id', 'users.site_id')
    .select([
      'users.status',
      'users.language',
      'users.notifications_disabled',
      'sites.cdn_prefix',
      'sites.support_email',
    ])
    .where('users.id', '=', userId)
    .executeTakeFirst();
}

/** Every browser subscription of a member. */
export function findPushSubscriptions(db: Db, userId: number) {
  return db
    .selectFrom('push_subscriptions')
    .select(['id', 'endpoint', 'p256dh', 'auth'])
    .where('user_id', '=', userId)
    .execute();
}

/** A subscription the push service no longer knows (404/410). */
export function deletePushSubscription(db: Db, id: number) {
  return db.deleteFrom('push_subscriptions').where('id', '=', id).execute();
}

/** A profile's name and the thumbnail of its main photo (null without one). */
export function findPushProfile(db: Db, profileId: number) {
  return db
    .selectFrom('profiles')
    .leftJoin('photos', (join) =>
      join
        .onRef('photos.profile_id', '=', 'profiles.id')
        .on('photos.is_main', '=', true)
        .on('photos.is_private', '=', false),
    )
    .select(['profiles.name', 'photos.thumb_filename'])
    .where('profiles.id', '=', profileId)
    .executeTakeFirst();
}
