import fs from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ChatPhotoResponseSchema, ChatResponseSchema, SendMessageResponseSchema } from '@app/shared/contract';
import { mediaDir } from '../src/modules/media/media-paths';
import type { SignedUpMember } from './support/members';
import { chatHelpers } from './support/chat-members';
import { createTestApp, DATABASE_KINDS, type TestApp } from './support/test-app';

/** A JPEG with a camera and a GPS position in its EXIF. */
function cameraJpeg(): Promise<Buffer> {
  const svg =
    '<svg xmlns="http://www.w3.org/2000/svg" width="640" height="480"><rect width="100%" height="100%" fill="#c2185b"/></svg>';
  return sharp(Buffer.from(svg))
    .withExif({
      IFD0: { Make: 'TestPhone' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '52/1 22/1 30/1', GPSLongitudeRef: 'E', GPSLongitude: '4/1 53/1 10/1' },
    })
    .jpeg()
    .toBuffer();
}

describe.each(DATABASE_KINDS)('chat photos on %s', (kind) => {
  let test: TestApp;
  beforeAll(async () => {
    test = await createTestApp(kind);
  });
  afterAll(async () => {
    await test?.close();
  });
  const { member, send, chat, balance } = chatHelpers(() => test);

  const upload = async (who: SignedUpMember, body: Buffer) =>
    test.app.inject({
      method: 'POST',
      url: '/api/chat-photo.php',
      cookies: who.cookies,
      headers: { 'content-type': 'image/jpeg' },
      payload: body,
    });

  it('refuses a free member with 403 premium_only', async () => {
    const response = await upload(await member({ credits: 10 }), await cameraJpeg());
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ error: 'premium_only' });
  });

  it('stores a premium member’s photo re-encoded without metadata, outside the profile, and sends it for photo_credits', async () => {
    const [me, other] = [await member({ paid: true, credits: 5 }), await member()];
    const uploaded = await upload(me, await cameraJpeg());
    expect(uploaded.statusCode, uploaded.body).toBe(201);
    const { photo_id: photoId, photo } = ChatPhotoResponseSchema.parse(uploaded.json());
    expect(photo.url).toMatch(/^chat\/[0-9a-f]{24}\.webp$/);
    const stored = await fs.readFile(path.join(mediaDir(test.config.dataDir), photo.url));
    const metadata = await sharp(stored).metadata();
    expect(metadata).toMatchObject({ format: 'webp', width: 640, height: 480 });
    expect(metadata.exif).toBeUndefined();
    const served = await test.app.inject({ url: `/media/${photo.thumb_url}` });
    expect(served.statusCode).toBe(200);

    const own = await test.app.inject({ url: '/api/photos.php', cookies: me.cookies });
    expect(own.json().photos).toEqual([]);

    const price = ChatResponseSchema.parse((await chat(me, `profile=${other.profileId}`)).json()).price.photo;
    const sent = await send(me, { kind: 'photo', profile_id: other.profileId, photo_id: photoId });
    expect(sent.statusCode, sent.body).toBe(201);
    const answer = SendMessageResponseSchema.parse(sent.json());
    expect(answer.message).toMatchObject({ kind: 'photo', body: null, credits: price, photo });
    expect(await balance(me)).toBe(5 - price);

    const seen = ChatResponseSchema.parse((await chat(other, `conversation=${answer.message.conversation}`)).json());
    expect(seen.messages[0]!.photo).toEqual(photo);
  });

  it("refuses another member's chat photo as a field error, charging nothing", async () => {
    const [owner, thief, other] = [
      await member({ paid: true, credits: 5 }),
      await member({ paid: true, credits: 5 }),
      await member(),
    ];
    const { photo_id: photoId } = ChatPhotoResponseSchema.parse((await upload(owner, await cameraJpeg())).json());
    const response = await send(thief, { kind: 'photo', profile_id: other.profileId, photo_id: photoId });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: 'validation_failed', fields: { photo_id: 'errors.field_invalid' } });
    expect(await balance(thief)).toBe(5);
  });
});
