import fs from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CHAT_PHOTO_UNSENT_MAX_AGE_SECONDS,
  CHAT_PHOTOS_PER_DAY,
  CHAT_PHOTOS_UNSENT_AT_ONCE,
} from '@app/shared/contract/chat-photo-limit-constants';
import { ChatPhotoResponseSchema } from '@app/shared/contract';
import { mediaDir } from '../src/modules/media/media-paths';
import { chatHelpers } from './support/chat-members';
import type { SignedUpMember } from './support/members';
import { createTestApp, DATABASE_KINDS, type TestApp } from './support/test-app';

const HOUR_MS = 3_600_000;

describe.each(DATABASE_KINDS)('the limits and the cleanup of chat photos on %s', (kind) => {
  let test: TestApp;
  let jpeg: Buffer;
  beforeAll(async () => {
    test = await createTestApp(kind);
    const svg =
      '<svg xmlns="http://www.w3.org/2000/svg" width="320" height="240"><rect width="100%" height="100%"/></svg>';
    jpeg = await sharp(Buffer.from(svg)).jpeg().toBuffer();
  });
  afterAll(async () => {
    await test?.close();
  });
  const { member, send } = chatHelpers(() => test);

  const upload = (who: SignedUpMember) =>
    test.app.inject({
      method: 'POST',
      url: '/api/chat-photo.php',
      cookies: who.cookies,
      headers: { 'content-type': 'image/jpeg' },
      payload: jpeg,
    });
  const uploaded = async (who: SignedUpMember) => {
    const response = await upload(who);
    expect(response.statusCode, response.body).toBe(201);
    return ChatPhotoResponseSchema.parse(response.json());
  };
  const photosOf = (who: SignedUpMember) =>
    test.db.selectFrom('chat_photos').selectAll().where('owner_profile_id', '=', who.profileId).execute();
  const exists = (file: string) =>
    fs.access(path.join(mediaDir(test.config.dataDir), file)).then(
      () => true,
      () => false,
    );
  const age = (photoId: number, ms: number) =>
    test.db
      .updateTable('chat_photos')
      .set({ created_at: new Date(Date.now() - ms) })
      .where('id', '=', photoId)
      .execute();

  /** 429 rate_limited in the project's format, the wait in the body and the Retry-After header. */
  function expectLimited(response: Awaited<ReturnType<typeof upload>>, near: number) {
    expect(response.statusCode).toBe(429);
    const body = response.json();
    expect(body).toEqual({ error: 'rate_limited', retry_after: expect.any(Number) });
    expect(Math.abs(body.retry_after - near)).toBeLessThan(120);
    expect(response.headers['retry-after']).toBe(String(body.retry_after));
  }

  it('takes as many unsent uploads as the limit, then refuses until one is sent', async () => {
    const [me, other] = [await member({ paid: true, credits: 20 }), await member()];
    const photos = [];
    for (let index = 0; index < CHAT_PHOTOS_UNSENT_AT_ONCE; index += 1) photos.push(await uploaded(me));
    await age(photos[0]!.photo_id, HOUR_MS);

    expectLimited(await upload(me), CHAT_PHOTO_UNSENT_MAX_AGE_SECONDS - 3600);
    expect(await photosOf(me)).toHaveLength(CHAT_PHOTOS_UNSENT_AT_ONCE);

    const sent = await send(me, { kind: 'photo', profile_id: other.profileId, photo_id: photos[3]!.photo_id });
    expect(sent.statusCode, sent.body).toBe(201);
    await uploaded(me);
    expectLimited(await upload(me), CHAT_PHOTO_UNSENT_MAX_AGE_SECONDS - 3600);
  });

  it('takes as many uploads a day as the limit, sent ones included', async () => {
    const [me, other] = [await member({ paid: true, credits: 20 }), await member()];
    const first = await uploaded(me);
    const message = await send(me, { kind: 'photo', profile_id: other.profileId, photo_id: first.photo_id });
    expect(message.statusCode, message.body).toBe(201);
    const { conversation } = message.json().message as { conversation: number };
    // The day's other uploads, each sent: as the upload and the message above, two hours ago.
    await age(first.photo_id, 2 * HOUR_MS);
    for (let index = 1; index < CHAT_PHOTOS_PER_DAY; index += 1) {
      const { id } = await test.db
        .insertInto('chat_photos')
        .values({
          owner_profile_id: me.profileId,
          filename: first.photo.url,
          thumb_filename: first.photo.thumb_url,
          width: 320,
          height: 240,
          created_at: new Date(Date.now() - 2 * HOUR_MS + index * 1000),
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await test.db
        .insertInto('messages')
        .values({ conversation_id: conversation, sender_profile_id: me.profileId, kind: 'photo', photo_id: id })
        .execute();
    }
    expectLimited(await upload(me), 22 * 3600);
  });

  it('deletes unsent uploads older than the limit, rows and files, and keeps sent and recent ones', async () => {
    const [me, other] = [await member({ paid: true, credits: 20 }), await member()];
    const [stale, sentOld, recent] = [await uploaded(me), await uploaded(me), await uploaded(me)];
    const message = await send(me, { kind: 'photo', profile_id: other.profileId, photo_id: sentOld.photo_id });
    expect(message.statusCode, message.body).toBe(201);
    const tooOld = (CHAT_PHOTO_UNSENT_MAX_AGE_SECONDS + 60) * 1000;
    await age(stale.photo_id, tooOld);
    await age(sentOld.photo_id, tooOld);

    await test.app.chatPhotoCleanup.tick();

    expect((await photosOf(me)).map((photo) => photo.id).sort()).toEqual([sentOld.photo_id, recent.photo_id].sort());
    expect(await exists(stale.photo.url)).toBe(false);
    expect(await exists(stale.photo.thumb_url)).toBe(false);
    for (const kept of [sentOld, recent]) {
      expect(await exists(kept.photo.url)).toBe(true);
      expect(await exists(kept.photo.thumb_url)).toBe(true);
    }
    expect((await test.app.inject({ url: `/media/${sentOld.photo.url}` })).statusCode).toBe(200);
  });

  it('runs the cleanup as soon as it is started', async () => {
    const me = await member({ paid: true, credits: 20 });
    const stale = await uploaded(me);
    await age(stale.photo_id, (CHAT_PHOTO_UNSENT_MAX_AGE_SECONDS + 60) * 1000);
    test.app.chatPhotoCleanup.start();
    await test.app.chatPhotoCleanup.stop();
    expect(await photosOf(me)).toEqual([]);
    expect(await exists(stale.photo.thumb_url)).toBe(false);
  });
});
