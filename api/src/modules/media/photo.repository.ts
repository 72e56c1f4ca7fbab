import type { Db } from '../../db/database';
import type { PhotoFiles } from './media-paths';

const PHOTO_COLUMNS = ['id', 'filename', 'thumb_filename', 'is_main', 'is_private', 'width', 'height'] as const;

/**
 * Locks the member's user row for the rest of the transaction, so one member's photo changes run
 * one after another; answers whether the member is premium, as of now.
 */
export async function lockMember(trx: Db, userId: number): Promise<{ paid_user: boolean }> {
  return trx.selectFrom('users').select('paid_user').where('id', '=', userId).forUpdate().executeTakeFirstOrThrow();
}

/** A profile's photos: the main photo first, then the newest. */
export function listPhotos(db: Db, profileId: number) {
  return db
    .selectFrom('photos')
    .select(PHOTO_COLUMNS)
    .where('profile_id', '=', profileId)
    .orderBy('is_main', 'desc')
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
}
export type PhotoRow = Awaited<ReturnType<typeof listPhotos>>[number];

/** One of the profile's own photos; undefined for a photo of another profile. */
export function findPhoto(db: Db, profileId: number, photoId: number) {
  return db
    .selectFrom('photos')
    .select(PHOTO_COLUMNS)
    .where('profile_id', '=', profileId)
    .where('id', '=', photoId)
    .executeTakeFirst();
}

export async function countPhotos(db: Db, profileId: number): Promise<number> {
  const row = await db
    .selectFrom('photos')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('profile_id', '=', profileId)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

export function insertPhoto(
  trx: Db,
  photo: {
    profileId: number;
    filename: string;
    thumbFilename: string;
    isPrivate: boolean;
    width: number;
    height: number;
  },
) {
  return trx
    .insertInto('photos')
    .values({
      profile_id: photo.profileId,
      filename: photo.filename,
      thumb_filename: photo.thumbFilename,
      is_private: photo.isPrivate,
      width: photo.width,
      height: photo.height,
    })
    .returning(PHOTO_COLUMNS)
    .executeTakeFirstOrThrow();
}

/** Makes a private photo public again; its files keep their names. */
export async function makePhotoPublic(trx: Db, photoId: number): Promise<void> {
  await trx.updateTable('photos').set({ is_private: false }).where('id', '=', photoId).execute();
}

/** Makes a photo private under the new names its files were just moved to. */
export async function makePhotoPrivate(trx: Db, photoId: number, files: PhotoFiles): Promise<void> {
  await trx
    .updateTable('photos')
    .set({ is_private: true, filename: files.filename, thumb_filename: files.thumb_filename })
    .where('id', '=', photoId)
    .execute();
}

/** Makes one photo the profile's only main photo, in one statement. */
export async function setMainPhoto(trx: Db, profileId: number, photoId: number): Promise<void> {
  await trx
    .updateTable('photos')
    .set((eb) => ({ is_main: eb('id', '=', photoId).$castTo<boolean>() }))
    .where('profile_id', '=', profileId)
    .where((eb) => eb.or([eb('is_main', '=', true), eb('id', '=', photoId)]))
    .execute();
}

/** Takes the main flag off the profile's private photos. */
export async function clearPrivateMain(trx: Db, profileId: number): Promise<void> {
  await trx
    .updateTable('photos')
    .set({ is_main: false })
    .where('profile_id', '=', profileId)
    .where('is_main', '=', true)
    .where('is_private', '=', true)
    .execute();
}

/** The ids of the profile's main photos (one, when all is well), newest first. */
export async function findMainPhotoIds(trx: Db, profileId: number): Promise<number[]> {
  const rows = await trx
    .selectFrom('photos')
    .select('id')
    .where('profile_id', '=', profileId)
    .where('is_main', '=', true)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
  return rows.map((row) => row.id);
}

export async function findNewestPublicPhotoId(trx: Db, profileId: number): Promise<number | undefined> {
  const row = await trx
    .selectFrom('photos')
    .select('id')
    .where('profile_id', '=', profileId)
    .where('is_private', '=', false)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .executeTakeFirst();
  return row?.id;
}

export async function deletePhotoRow(trx: Db, profileId: number, photoId: number): Promise<void> {
  await trx.deleteFrom('photos').where('profile_id', '=', profileId).where('id', '=', photoId).execute();
}
