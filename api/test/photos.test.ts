import fs from 'node:fs/promises';
import path from 'node:path';
import { crc32 } from 'node:zlib';
import { sql } from 'kysely';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  FREE_PHOTO_LIMIT,
  MemberProfileResponseSchema,
  PHOTO_SIZES,
  PHOTO_UPLOAD,
  PhotosResponseSchema,
  PhotoUploadResponseSchema,
  type PhotosResponse,
} from '@app/shared/contract';
import { mediaDir } from '../src/modules/media/media-paths';
import { exifHasGps } from '../src/modules/media/photo-location';
import { signUpMember, type SignedUpMember } from './support/members';
import { createTestApp, DATABASE_KINDS, type TestApp } from './support/test-app';

/** A test image drawn by sharp: a gradient-free block of colour with a few shapes. */
function drawn(width: number, height: number) {
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">` +
    `<rect width="100%" height="100%" fill="#f8b7c8"/><circle cx="${width / 3}" cy="${height / 2}" r="${Math.min(width, height) / 4}" fill="#c2185b"/></svg>`;
  return sharp(Buffer.from(svg));
}

/** A JPEG as a phone writes it: EXIF with a camera, a GPS position and orientation 6 (turn 90° clockwise). */
function phoneJpeg(width: number, height: number): Promise<Buffer> {
  return drawn(width, height)
    .withMetadata({ orientation: 6 })
    .withExif({
      IFD0: { Make: 'TestPhone', Model: 'Camera 1' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '52/1 22/1 30/1', GPSLongitudeRef: 'E', GPSLongitude: '4/1 53/1 10/1' },
    })
    .jpeg()
    .toBuffer();
}

const png = (width = 400, height = 300) => drawn(width, height).png().toBuffer();

describe.each(DATABASE_KINDS)('photos on %s', (kind) => {
  let test: TestApp;
  beforeAll(async () => {
    test = await createTestApp(kind);
  });
  afterAll(async () => {
    await test?.close();
  });

  const upload = (
    member: SignedUpMember | null,
    body: Buffer | string,
    options: { type?: string | null; query?: string; key?: string } = {},
  ) =>
    test.app.inject({
      method: 'POST',
      url: `/api/photos.php${options.query ?? ''}`,
      headers: {
        // null sends none, as a browser does for a file of unknown type.
        'content-type': options.type === null ? undefined : (options.type ?? 'image/jpeg'),
        ...(options.key ? { 'idempotency-key': options.key } : {}),
      },
      cookies: member ? member.cookies : {},
      payload: body,
    });
  const change = (member: SignedUpMember, method: 'PUT' | 'DELETE', payload: Record<string, unknown>) =>
    test.app.inject({ method, url: '/api/photos.php', cookies: member.cookies, payload });
  const list = async (member: SignedUpMember): Promise<PhotosResponse> => {
    const response = await test.app.inject({ method: 'GET', url: '/api/photos.php', cookies: member.cookies });
    expect(response.statusCode).toBe(200);
    return PhotosResponseSchema.parse(response.json());
  };
  /** Uploads a valid PNG and answers the new photo's id. */
  const addPhoto = async (member: SignedUpMember, query = '') => {
    const response = await upload(member, await png(), { type: 'image/png', query });
    expect(response.statusCode, response.body).toBe(201);
    return PhotoUploadResponseSchema.parse(response.json()).photo.id;
  };
  const mainOf = (photos: PhotosResponse) => photos.photos.filter((photo) => photo.is_main).map((photo) => photo.id);
  const makePremium = (member: SignedUpMember) =>
    test.db.updateTable('users').set({ paid_user: true }).where('id', '=', member.userId).execute();

  it('answers 403 authentication_required to a visitor, before reading an upload', async () => {
    expect((await test.app.inject({ method: 'GET', url: '/api/photos.php' })).json()).toEqual({
      error: 'authentication_required',
    });
    const posted = await upload(null, await png());
    expect(posted.statusCode).toBe(403);
    expect(posted.json()).toEqual({ error: 'authentication_required' });
    const put = await test.app.inject({ method: 'PUT', url: '/api/photos.php', payload: { id: 1, main: true } });
    expect(put.statusCode).toBe(403);
  });

  it('stores an upload upright, as WebP without any metadata, and says the position was removed', async () => {
    const member = await signUpMember(test);
    const original = await phoneJpeg(1600, 1200);
    const before = await sharp(original).metadata();
    expect(before.orientation).toBe(6);
    expect(exifHasGps(before.exif)).toBe(true);

    const response = await upload(member, original);
    expect(response.statusCode, response.body).toBe(201);
    const answer = PhotoUploadResponseSchema.parse(response.json());
    expect(answer.location_removed).toBe(true);
    expect(answer.limit).toBe(FREE_PHOTO_LIMIT);
    // 1600 × 1200 turned a quarter: portrait, longest side at the main size.
    expect(answer.photo).toMatchObject({ is_main: true, is_private: false, width: 810, height: PHOTO_SIZES.main });
    expect(answer.photo.filename).toMatch(new RegExp(`^photos/${member.profileId}/[0-9a-f]{24}\\.webp$`));
    expect(answer.photos).toEqual([answer.photo]);

    const sizes = [
      [answer.photo.filename, 810, PHOTO_SIZES.main],
      [answer.photo.thumb_filename, PHOTO_SIZES.thumb, PHOTO_SIZES.thumb],
    ] as const;
    for (const [file, width, height] of sizes) {
      const fromDisk = await fs.readFile(path.join(mediaDir(test.config.dataDir), file));
      const served = await test.app.inject({ method: 'GET', url: `/media/${file}` });
      expect(served.statusCode).toBe(200);
      expect(served.headers['content-type']).toBe('image/webp');
      expect(served.rawPayload.equals(fromDisk)).toBe(true);
      const metadata = await sharp(fromDisk).metadata();
      expect(metadata).toMatchObject({ format: 'webp', width, height });
      expect(metadata.exif).toBeUndefined();
      expect(metadata.xmp).toBeUndefined();
      expect(metadata.icc).toBeUndefined();
      expect(metadata.orientation).toBeUndefined();
      expect(fromDisk.includes('TestPhone')).toBe(false);
    }

    const user = await test.app.inject({ method: 'GET', url: '/api/user.php', cookies: member.cookies });
    expect(user.json().user.profile.main_image).toMatchObject({
      filename: answer.photo.filename,
      thumb_filename: answer.photo.thumb_filename,
    });
  });

  it('judges by content: a PNG declared as JPEG is taken, text declared as JPEG is not', async () => {
    const member = await signUpMember(test);
    await makePremium(member);
    const pngAsJpeg = await upload(member, await png(640, 480), { type: 'image/jpeg' });
    expect(pngAsJpeg.statusCode, pngAsJpeg.body).toBe(201);
    expect(pngAsJpeg.json()).toMatchObject({ location_removed: false, photo: { width: 640, height: 480 } });

    // Every accepted family, and a photo far over the API's usual 64 kB body limit.
    const noisy = await sharp({
      create: {
        width: 2000,
        height: 1500,
        channels: 3,
        background: '#888',
        noise: { type: 'gaussian', mean: 128, sigma: 40 },
      },
    })
      .jpeg({ quality: 95 })
      .toBuffer();
    expect(noisy.length).toBeGreaterThan(1024 * 1024);
    for (const [body, type] of [
      [noisy, 'image/jpeg'],
      [await drawn(500, 400).webp().toBuffer(), 'image/webp'],
      [await drawn(500, 400).avif().toBuffer(), 'image/avif'],
    ] as const) {
      const accepted = await upload(member, body, { type });
      expect(accepted.statusCode, accepted.body).toBe(201);
    }
    for (const type of [null, '']) {
      const untyped = await upload(member, await png(), { type });
      expect(untyped.statusCode, untyped.body).toBe(201);
    }

    const text = await upload(member, 'this is not an image at all, only text', { type: 'image/jpeg' });
    expect(text.statusCode).toBe(415);
    expect(text.json()).toEqual({ error: 'photo_invalid' });
    const svg = await upload(member, '<svg xmlns="http://www.w3.org/2000/svg" width="900" height="900"/>', {
      type: 'image/svg+xml',
    });
    expect(svg.json()).toEqual({ error: 'photo_invalid' });
    const truncated = (await phoneJpeg(800, 800)).subarray(0, 600);
    expect((await upload(member, truncated)).json()).toEqual({ error: 'photo_invalid' });
    const empty = await upload(member, Buffer.alloc(0));
    expect(empty.json()).toEqual({ error: 'photo_invalid' });
  });

  it('refuses an image too small, too large in bytes or in pixels', async () => {
    const member = await signUpMember(test);
    const tiny = await upload(member, await png(10, 10), { type: 'image/png' });
    expect(tiny.statusCode).toBe(422);
    expect(tiny.json()).toEqual({ error: 'photo_too_small' });

    const huge = Buffer.concat([await phoneJpeg(400, 400), Buffer.alloc(PHOTO_UPLOAD.maxBytes)]);
    const tooLarge = await upload(member, huge);
    expect(tooLarge.statusCode).toBe(413);
    expect(tooLarge.json()).toEqual({ error: 'photo_too_large' });

    // A PNG header that claims 20000 × 20000 pixels: refused from its metadata, never decoded.
    const bomb = await png(400, 400);
    bomb.writeUInt32BE(20_000, 16);
    bomb.writeUInt32BE(20_000, 20);
    bomb.writeUInt32BE(crc32(bomb.subarray(12, 29)), 29);
    const pixels = await upload(member, bomb, { type: 'image/png' });
    expect(pixels.statusCode).toBe(415);
    expect(pixels.json()).toEqual({ error: 'photo_invalid' });
    expect((await list(member)).photos).toEqual([]);
  });

  it(`allows ${FREE_PHOTO_LIMIT} photos to a free member, no private photo, and more to premium`, async () => {
    const member = await signUpMember(test);
    for (let i = 0; i < FREE_PHOTO_LIMIT; i++) await addPhoto(member);
    const fourth = await upload(member, await png(), { type: 'image/png' });
    expect(fourth.statusCode).toBe(403);
    expect(fourth.json()).toEqual({ error: 'photo_limit' });

    const other = await signUpMember(test);
    const privateUpload = await upload(other, await png(), { type: 'image/png', query: '?private=1' });
    expect(privateUpload.statusCode).toBe(403);
    expect(privateUpload.json()).toEqual({ error: 'premium_only' });
    const first = await addPhoto(other);
    expect((await change(other, 'PUT', { id: first, private: true })).json()).toEqual({ error: 'premium_only' });

    await makePremium(member);
    const morePhotos = await list(member);
    expect(morePhotos.limit).toBeGreaterThan(FREE_PHOTO_LIMIT);
    const privateId = await addPhoto(member, '?private=1');
    const afterPrivate = await list(member);
    expect(afterPrivate.photos).toHaveLength(FREE_PHOTO_LIMIT + 1);
    expect(afterPrivate.photos.find((photo) => photo.id === privateId)).toMatchObject({
      is_private: true,
      is_main: false,
    });
  });

  it('never lets parallel uploads pass the limit', async () => {
    const member = await signUpMember(test);
    const image = await png();
    const answers = await Promise.all(
      Array.from({ length: FREE_PHOTO_LIMIT + 3 }, () => upload(member, image, { type: 'image/png' })),
    );
    expect(answers.filter((answer) => answer.statusCode === 201)).toHaveLength(FREE_PHOTO_LIMIT);
    expect(answers.filter((answer) => answer.json().error === 'photo_limit')).toHaveLength(3);
    expect((await list(member)).photos).toHaveLength(FREE_PHOTO_LIMIT);
    const files = await fs.readdir(path.join(mediaDir(test.config.dataDir), 'photos', String(member.profileId)));
    expect(files).toHaveLength(FREE_PHOTO_LIMIT * 2);
  });

  it('keeps exactly one public main photo through main, private and delete', async () => {
    const member = await signUpMember(test);
    await makePremium(member);
    const first = await addPhoto(member);
    const second = await addPhoto(member);
    const third = await addPhoto(member);
    let photos = await list(member);
    expect(mainOf(photos)).toEqual([first]);
    expect(photos.photos.map((photo) => photo.id)).toEqual([first, third, second]);

    photos = PhotosResponseSchema.parse((await change(member, 'PUT', { id: second, main: true })).json());
    expect(mainOf(photos)).toEqual([second]);
    expect(photos.photos[0]!.id).toBe(second);

    // The main photo made private hands the role to the newest public photo.
    photos = PhotosResponseSchema.parse((await change(member, 'PUT', { id: second, private: true })).json());
    expect(mainOf(photos)).toEqual([third]);
    const privateMain = await change(member, 'PUT', { id: second, main: true });
    expect(privateMain.statusCode).toBe(400);
    expect(privateMain.json()).toEqual({ error: 'validation_failed', fields: { main: 'errors.field_invalid' } });

    // Deleting the main photo: the newest public photo left takes over; its files are gone.
    const deleted = photos.photos.find((photo) => photo.id === third)!;
    photos = PhotosResponseSchema.parse((await change(member, 'DELETE', { id: third })).json());
    expect(mainOf(photos)).toEqual([first]);
    expect(photos.photos.map((photo) => photo.id)).toEqual([first, second]);
    const gone = await test.app.inject({ method: 'GET', url: `/media/${deleted.filename}` });
    expect(gone.statusCode).toBe(404);
    await expect(fs.access(path.join(mediaDir(test.config.dataDir), deleted.thumb_filename))).rejects.toThrow();

    // Only a private photo left: no main photo, and none in the user DTO.
    photos = PhotosResponseSchema.parse((await change(member, 'DELETE', { id: first })).json());
    expect(mainOf(photos)).toEqual([]);
    const user = await test.app.inject({ method: 'GET', url: '/api/user.php', cookies: member.cookies });
    expect(user.json().user.profile.main_image).toBeNull();
    // Made public again, it becomes the main photo.
    photos = PhotosResponseSchema.parse((await change(member, 'PUT', { id: second, private: false })).json());
    expect(mainOf(photos)).toEqual([second]);
  });

  it('gives a photo made private new file names: the old addresses answer 404, the new ones serve it', async () => {
    const member = await signUpMember(test);
    await makePremium(member);
    await addPhoto(member);
    const id = await addPhoto(member);
    const before = (await list(member)).photos.find((photo) => photo.id === id)!;
    const served = new Map<string, string>();
    for (const file of [before.filename, before.thumb_filename]) {
      const response = await test.app.inject({ url: `/media/${file}` });
      expect(response.statusCode, file).toBe(200);
      served.set(file, response.body);
    }

    const photos = PhotosResponseSchema.parse((await change(member, 'PUT', { id, private: true })).json());
    const after = photos.photos.find((photo) => photo.id === id)!;
    expect(after).toMatchObject({ is_private: true, width: before.width, height: before.height });
    const name = /^photos\/(\d+)\/([0-9a-f]{24})\.webp$/.exec(after.filename);
    expect(name?.[1]).toBe(String(member.profileId));
    expect(after.thumb_filename).toBe(`photos/${member.profileId}/${name?.[2]}-thumb.webp`);
    expect(after.filename).not.toBe(before.filename);
    for (const [oldFile, newFile] of [
      [before.filename, after.filename],
      [before.thumb_filename, after.thumb_filename],
    ] as const) {
      expect((await test.app.inject({ url: `/media/${oldFile}` })).statusCode, oldFile).toBe(404);
      const renamed = await test.app.inject({ url: `/media/${newFile}` });
      expect(renamed.statusCode, newFile).toBe(200);
      expect(renamed.body).toBe(served.get(oldFile));
    }

    // A free member and a visitor see the profile with the photo locked, and neither name.
    await test.db.updateTable('profiles').set({ status: 'active' }).where('id', '=', member.profileId).execute();
    const free = await signUpMember(test);
    for (const cookies of [free.cookies, {}]) {
      const view = await test.app.inject({ url: `/api/member.php?id=${member.profileId}`, cookies });
      expect(view.statusCode, view.body).toBe(200);
      expect(view.body).not.toContain(name?.[2]);
      expect(view.body).not.toContain(path.basename(before.filename, '.webp'));
      expect(MemberProfileResponseSchema.parse(view.json()).profile.photos).toContainEqual({ id, locked: true });
    }

    // Public again, it keeps its new names.
    const again = PhotosResponseSchema.parse((await change(member, 'PUT', { id, private: false })).json());
    expect(again.photos.find((photo) => photo.id === id)).toMatchObject({
      is_private: false,
      filename: after.filename,
    });
  });

  it('leaves the files under their old names when the database refuses the change', async () => {
    const member = await signUpMember(test);
    await makePremium(member);
    const id = await addPhoto(member);
    const before = (await list(member)).photos.find((photo) => photo.id === id)!;
    await sql`create function refuse_photo_update() returns trigger language plpgsql as $$
      begin raise exception 'photos are read-only'; end $$`.execute(test.db);
    await sql`create trigger refuse_photo_update before update on photos for each row
      execute function refuse_photo_update()`.execute(test.db);
    try {
      const refused = await change(member, 'PUT', { id, private: true });
      expect(refused.statusCode).toBe(500);
    } finally {
      await sql`drop trigger refuse_photo_update on photos`.execute(test.db);
      await sql`drop function refuse_photo_update()`.execute(test.db);
    }
    expect((await list(member)).photos.find((photo) => photo.id === id)).toEqual(before);
    for (const file of [before.filename, before.thumb_filename]) {
      expect((await test.app.inject({ url: `/media/${file}` })).statusCode, file).toBe(200);
    }
    const files = await fs.readdir(path.join(mediaDir(test.config.dataDir), 'photos', String(member.profileId)));
    expect(files.sort()).toEqual([before.filename, before.thumb_filename].map((file) => path.basename(file)).sort());
  });

  it("answers 404 for another member's photo and leaves it alone", async () => {
    const owner = await signUpMember(test);
    const photo = await addPhoto(owner);
    const intruder = await signUpMember(test);
    for (const [method, payload] of [
      ['PUT', { id: photo, main: true }],
      ['DELETE', { id: photo }],
    ] as const) {
      const response = await change(intruder, method, payload);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ error: 'not_found' });
    }
    expect((await list(owner)).photos.map((row) => row.id)).toEqual([photo]);
    const bad = await change(owner, 'PUT', { id: 'one', main: true });
    expect(bad.json()).toEqual({ error: 'validation_failed', fields: { id: 'errors.field_invalid' } });
  });

  it('stores one photo for an upload retried with the same Idempotency-Key', async () => {
    const member = await signUpMember(test);
    const image = await phoneJpeg(900, 700);
    const first = await upload(member, image, { key: 'photo-upload-1' });
    const retry = await upload(member, image, { key: 'photo-upload-1' });
    expect(first.statusCode).toBe(201);
    expect(retry.statusCode).toBe(201);
    expect(retry.headers['idempotent-replayed']).toBe('true');
    expect(retry.json()).toEqual(first.json());
    expect((await list(member)).photos).toHaveLength(1);
    const other = await upload(member, await png(), { type: 'image/png', key: 'photo-upload-1' });
    expect(other.statusCode).toBe(422);
    expect(other.json()).toEqual({ error: 'idempotency_key_reused' });
  });
});
