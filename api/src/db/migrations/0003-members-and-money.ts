import { sql, type Kysely } from 'kysely';

/** The data model of spec section 3 and what the features need: members, media, likes, chat, money, push, sessions, outboxes. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('invitation_codes')
    .addColumn('id', 'serial', (col) => col.primaryKey())
    .addColumn('site_id', 'integer', (col) => col.notNull().references('sites.id'))
    .addColumn('code', 'text', (col) => col.notNull().unique())
    .addColumn('max_uses', 'integer', (col) => col.notNull().defaultTo(1))
    .addColumn('uses', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('expires_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .execute();

  await db.schema
    .createTable('users')
    .addColumn('id', 'serial', (col) => col.primaryKey())
    .addColumn('site_id', 'integer', (col) => col.notNull().references('sites.id'))
    .addColumn('email', 'text', (col) => col.notNull())
    .addColumn('email_normalized', 'text', (col) => col.notNull())
    .addColumn('password_hash', 'text')
    .addColumn('status', 'text', (col) => col.notNull().check(sql`status in ('not_confirmed', 'confirmed', 'deleted')`))
    .addColumn('language', 'text', (col) => col.notNull())
    .addColumn('signup_date', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn('paid_user', 'boolean', (col) => col.notNull().defaultTo(false))
    .addColumn('notifications_disabled', 'jsonb', (col) => col.notNull().defaultTo(sql`'[]'::jsonb`))
    .addColumn('mail_disabled_reason', 'text', (col) =>
      col.check(sql`mail_disabled_reason in ('spam_complaint', 'bounce', 'list_unsubscribe')`),
    )
    .addColumn('fictional', 'boolean', (col) => col.notNull().defaultTo(false))
    .addColumn('fictional_icon', 'text')
    .addColumn('traffic_source', 'text')
    .addColumn('invitation_code_id', 'integer', (col) => col.references('invitation_codes.id'))
    .addColumn('deleted_at', 'timestamptz')
    .addColumn('reactivate_until', 'timestamptz')
    .addColumn('last_seen_at', 'timestamptz')
    .addColumn('last_hidden_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addUniqueConstraint('users_site_email_unique', ['site_id', 'email_normalized'])
    .execute();

  await db.schema
    .createTable('regions')
    .addColumn('id', 'serial', (col) => col.primaryKey())
    .addColumn('country', 'text', (col) => col.notNull())
    .addColumn('code', 'text', (col) => col.notNull())
    .addColumn('names', 'jsonb', (col) => col.notNull())
    .addColumn('latitude', 'double precision')
    .addColumn('longitude', 'double precision')
    .addUniqueConstraint('regions_country_code_unique', ['country', 'code'])
    .execute();

  await db.schema
    .createTable('profiles')
    .addColumn('id', 'serial', (col) => col.primaryKey())
    .addColumn('user_id', 'integer', (col) => col.notNull().unique().references('users.id').onDelete('cascade'))
    .addColumn('site_id', 'integer', (col) => col.notNull().references('sites.id'))
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('birth_date', 'date', (col) => col.notNull())
    .addColumn('gender', 'text', (col) => col.notNull().check(sql`gender in ('male', 'female')`))
    .addColumn('sexuality', 'text', (col) => col.notNull().check(sql`sexuality in ('hetero', 'gay', 'lesbian', 'bi')`))
    .addColumn('country', 'text', (col) => col.notNull())
    .addColumn('region_id', 'integer', (col) => col.references('regions.id'))
    .addColumn('city', 'text')
    .addColumn('latitude', 'double precision')
    .addColumn('longitude', 'double precision')
    .addColumn('hair_colour', 'text')
    .addColumn('eye_colour', 'text')
    .addColumn('body_type', 'text')
    .addColumn('relationship_status', 'text')
    .addColumn('tattoos', 'text')
    .addColumn('about_me', 'text')
    .addColumn('signup_message', 'text')
    .addColumn('status', 'text', (col) =>
      col
        .notNull()
        .defaultTo('active')
        .check(sql`status in ('active', 'disabled', 'hidden')`),
    )
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createIndex('profiles_search')
    .on('profiles')
    .columns(['site_id', 'status', 'gender', 'country', 'birth_date'])
    .execute();

  await db.schema
    .createTable('interests')
    .addColumn('id', 'serial', (col) => col.primaryKey())
    .addColumn('key', 'text', (col) => col.notNull().unique())
    .addColumn('names', 'jsonb', (col) => col.notNull())
    .execute();
  await db.schema
    .createTable('profile_interests')
    .addColumn('profile_id', 'integer', (col) => col.notNull().references('profiles.id').onDelete('cascade'))
    .addColumn('interest_id', 'integer', (col) => col.notNull().references('interests.id'))
    .addPrimaryKeyConstraint('profile_interests_pk', ['profile_id', 'interest_id'])
    .execute();

  await db.schema
    .createTable('photos')
    .addColumn('id', 'serial', (col) => col.primaryKey())
    .addColumn('profile_id', 'integer', (col) => col.notNull().references('profiles.id').onDelete('cascade'))
    .addColumn('filename', 'text', (col) => col.notNull())
    .addColumn('thumb_filename', 'text', (col) => col.notNull())
    .addColumn('is_private', 'boolean', (col) => col.notNull().defaultTo(false))
    .addColumn('is_main', 'boolean', (col) => col.notNull().defaultTo(false))
    .addColumn('width', 'integer', (col) => col.notNull())
    .addColumn('height', 'integer', (col) => col.notNull())
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('photos_profile').on('photos').column('profile_id').execute();

  await db.schema
    .createTable('likes')
    .addColumn('liker_profile_id', 'integer', (col) => col.notNull().references('profiles.id').onDelete('cascade'))
    .addColumn('liked_profile_id', 'integer', (col) => col.notNull().references('profiles.id').onDelete('cascade'))
    .addColumn('like_new', 'boolean', (col) => col.notNull().defaultTo(true))
    .addColumn('source', 'text', (col) =>
      col
        .notNull()
        .defaultTo('like')
        .check(sql`source in ('like', 'swipe', 'auto')`),
    )
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('likes_pk', ['liker_profile_id', 'liked_profile_id'])
    .execute();
  await db.schema.createIndex('likes_liked').on('likes').column('liked_profile_id').execute();

  await db.schema
    .createTable('blocks')
    .addColumn('blocker_user_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('blocked_profile_id', 'integer', (col) => col.notNull().references('profiles.id').onDelete('cascade'))
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('blocks_pk', ['blocker_user_id', 'blocked_profile_id'])
    .execute();

  await db.schema
    .createTable('conversations')
    .addColumn('id', 'serial', (col) => col.primaryKey())
    .addColumn('profile_low_id', 'integer', (col) => col.notNull().references('profiles.id').onDelete('cascade'))
    .addColumn('profile_high_id', 'integer', (col) => col.notNull().references('profiles.id').onDelete('cascade'))
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn('last_message_at', 'timestamptz')
    .addUniqueConstraint('conversations_pair_unique', ['profile_low_id', 'profile_high_id'])
    .addCheckConstraint('conversations_pair_order', sql`profile_low_id < profile_high_id`)
    .execute();
  await db.schema
    .createTable('conversation_members')
    .addColumn('conversation_id', 'integer', (col) => col.notNull().references('conversations.id').onDelete('cascade'))
    .addColumn('profile_id', 'integer', (col) => col.notNull().references('profiles.id').onDelete('cascade'))
    .addColumn('unread_count', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('last_read_message_id', 'bigint')
    .addColumn('deleted_at', 'timestamptz')
    .addPrimaryKeyConstraint('conversation_members_pk', ['conversation_id', 'profile_id'])
    .execute();

  await db.schema
    .createTable('gifts')
    .addColumn('id', 'serial', (col) => col.primaryKey())
    .addColumn('key', 'text', (col) => col.notNull().unique())
    .addColumn('names', 'jsonb', (col) => col.notNull())
    .addColumn('image', 'text', (col) => col.notNull())
    .addColumn('credits', 'integer', (col) => col.notNull())
    .execute();

  await db.schema
    .createTable('messages')
    .addColumn('id', 'bigserial', (col) => col.primaryKey())
    .addColumn('conversation_id', 'integer', (col) => col.notNull().references('conversations.id').onDelete('cascade'))
    .addColumn('sender_profile_id', 'integer', (col) => col.notNull().references('profiles.id'))
    .addColumn('kind', 'text', (col) => col.notNull().check(sql`kind in ('text', 'photo', 'gift')`))
    .addColumn('body', 'text')
    .addColumn('photo_id', 'integer', (col) => col.references('photos.id'))
    .addColumn('gift_id', 'integer', (col) => col.references('gifts.id'))
    .addColumn('credits', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('client_key', 'text')
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addUniqueConstraint('messages_sender_client_key_unique', ['sender_profile_id', 'client_key'])
    .execute();
  await db.schema.createIndex('messages_conversation').on('messages').columns(['conversation_id', 'id']).execute();

  await db.schema
    .createTable('credit_balances')
    .addColumn('user_id', 'integer', (col) => col.primaryKey().references('users.id').onDelete('cascade'))
    .addColumn('balance', 'integer', (col) =>
      col
        .notNull()
        .defaultTo(0)
        .check(sql`balance >= 0`),
    )
    .addColumn('updated_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createTable('credit_ledger')
    .addColumn('id', 'bigserial', (col) => col.primaryKey())
    .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('delta', 'integer', (col) => col.notNull().check(sql`delta <> 0`))
    .addColumn('balance_after', 'integer', (col) => col.notNull().check(sql`balance_after >= 0`))
    .addColumn('reason', 'text', (col) =>
      col
        .notNull()
        .check(sql`reason in ('signup', 'purchase', 'message', 'photo', 'gift', 'refund', 'bonus', 'adjustment')`),
    )
    .addColumn('reference', 'text')
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addUniqueConstraint('credit_ledger_user_reference_unique', ['user_id', 'reason', 'reference'])
    .execute();
  await db.schema.createIndex('credit_ledger_user').on('credit_ledger').columns(['user_id', 'id']).execute();

  await db.schema
    .createTable('packages')
    .addColumn('id', 'serial', (col) => col.primaryKey())
    .addColumn('country', 'text', (col) => col.notNull())
    .addColumn('code', 'text', (col) => col.notNull().check(sql`code in ('p0', 'p1', 'p2', 'p3')`))
    .addColumn('credits', 'integer', (col) => col.notNull())
    .addColumn('price', 'integer', (col) => col.notNull())
    .addColumn('currency', 'text', (col) => col.notNull())
    .addUniqueConstraint('packages_country_code_unique', ['country', 'code'])
    .execute();

  await db.schema
    .createTable('discount_codes')
    .addColumn('id', 'serial', (col) => col.primaryKey())
    .addColumn('code', 'text', (col) => col.notNull())
    .addColumn('country', 'text')
    .addColumn('user_id', 'integer', (col) => col.references('users.id').onDelete('cascade'))
    .addColumn('expires', 'timestamptz')
    .addColumn('value_percentage', 'integer', (col) => col.notNull().check(sql`value_percentage between 1 and 100`))
    .addColumn('currency', 'text')
    .addColumn('minimum_order_value', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('status', 'text', (col) => col.notNull().check(sql`status in ('active', 'inactive', 'used')`))
    .addColumn('validity', 'text', (col) =>
      col.notNull().check(sql`validity in ('once', 'once-per-user', 'unlimited')`),
    )
    .addColumn('paymentmethods', 'jsonb', (col) => col.notNull().defaultTo(sql`'[]'::jsonb`))
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('discount_codes_code').on('discount_codes').column('code').execute();

  await db.schema
    .createTable('orders')
    .addColumn('id', 'serial', (col) => col.primaryKey())
    .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id'))
    .addColumn('package_id', 'integer', (col) => col.notNull().references('packages.id'))
    .addColumn('discount_code_id', 'integer', (col) => col.references('discount_codes.id'))
    .addColumn('status', 'text', (col) =>
      col.notNull().check(sql`status in ('pending', 'completed', 'failed', 'cancelled')`),
    )
    .addColumn('credits', 'integer', (col) => col.notNull())
    .addColumn('amount', 'integer', (col) => col.notNull())
    .addColumn('currency', 'text', (col) => col.notNull())
    .addColumn('payment_method', 'text', (col) => col.notNull())
    .addColumn('provider', 'text', (col) => col.notNull())
    .addColumn('provider_reference', 'text')
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createTable('transactions')
    .addColumn('id', 'serial', (col) => col.primaryKey())
    .addColumn('order_id', 'integer', (col) => col.notNull().references('orders.id'))
    .addColumn('kind', 'text', (col) => col.notNull().check(sql`kind in ('payment', 'refund', 'chargeback')`))
    .addColumn('status', 'text', (col) => col.notNull())
    .addColumn('amount', 'integer', (col) => col.notNull())
    .addColumn('currency', 'text', (col) => col.notNull())
    .addColumn('provider_reference', 'text')
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createTable('discount_code_uses')
    .addColumn('discount_code_id', 'integer', (col) => col.notNull().references('discount_codes.id'))
    .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id'))
    .addColumn('order_id', 'integer', (col) => col.references('orders.id'))
    .addColumn('used_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('discount_code_uses_pk', ['discount_code_id', 'user_id'])
    .execute();

  await db.schema
    .createTable('push_subscriptions')
    .addColumn('id', 'serial', (col) => col.primaryKey())
    .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('endpoint', 'text', (col) => col.notNull().unique())
    .addColumn('p256dh', 'text', (col) => col.notNull())
    .addColumn('auth', 'text', (col) => col.notNull())
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .execute();

  await db.schema
    .createTable('tracking_records')
    .addColumn('id', 'serial', (col) => col.primaryKey())
    .addColumn('site_id', 'integer', (col) => col.notNull().references('sites.id'))
    .addColumn('user_id', 'integer', (col) => col.references('users.id').onDelete('set null'))
    .addColumn('network', 'text')
    .addColumn('ref', 'text')
    .addColumn('sub1', 'text')
    .addColumn('sub2', 'text')
    .addColumn('sub3', 'text')
    .addColumn('landing_path', 'text')
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .execute();

  await db.schema
    .createTable('sessions')
    .addColumn('token_hash', 'text', (col) => col.primaryKey())
    .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('client_type', 'text', (col) => col.notNull().defaultTo('web'))
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn('last_used_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn('expires_at', 'timestamptz', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('sessions_user').on('sessions').column('user_id').execute();

  await db.schema
    .createTable('login_attempts')
    .addColumn('id', 'bigserial', (col) => col.primaryKey())
    .addColumn('site_id', 'integer', (col) => col.notNull().references('sites.id'))
    .addColumn('email_normalized', 'text', (col) => col.notNull())
    .addColumn('ip', 'text', (col) => col.notNull())
    .addColumn('succeeded', 'boolean', (col) => col.notNull())
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createIndex('login_attempts_email')
    .on('login_attempts')
    .columns(['site_id', 'email_normalized', 'created_at'])
    .execute();

  await db.schema
    .createTable('idempotency_keys')
    .addColumn('scope', 'text', (col) => col.notNull())
    .addColumn('key', 'text', (col) => col.notNull())
    .addColumn('request_hash', 'text', (col) => col.notNull())
    .addColumn('status_code', 'integer')
    .addColumn('response', 'jsonb')
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('idempotency_keys_pk', ['scope', 'key'])
    .execute();

  for (const table of ['mail_outbox', 'sms_outbox'] as const) {
    await db.schema
      .createTable(table)
      .addColumn('id', 'serial', (col) => col.primaryKey())
      .addColumn('site_id', 'integer', (col) => col.references('sites.id'))
      .addColumn('user_id', 'integer', (col) => col.references('users.id').onDelete('set null'))
      .addColumn('recipient', 'text', (col) => col.notNull())
      .addColumn('kind', 'text', (col) => col.notNull())
      .addColumn('language', 'text', (col) => col.notNull())
      .addColumn('subject', 'text')
      .addColumn('text_body', 'text', (col) => col.notNull())
      .addColumn('html_body', 'text')
      .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
      .addColumn('sent_at', 'timestamptz')
      .addColumn('error', 'text')
      .execute();
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    'sms_outbox',
    'mail_outbox',
    'idempotency_keys',
    'login_attempts',
    'sessions',
    'tracking_records',
    'push_subscriptions',
    'discount_code_uses',
    'transactions',
    'orders',
    'discount_codes',
    'packages',
    'credit_ledger',
    'credit_balances',
    'messages',
    'gifts',
    'conversation_members',
    'conversations',
    'blocks',
    'likes',
    'photos',
    'profile_interests',
    'interests',
    'profiles',
    'regions',
    'users',
    'invitation_codes',
  ]) {
    await db.schema.dropTable(table).execute();
  }
}
