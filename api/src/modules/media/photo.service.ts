import type { FastifyBaseLogger } from 'fastify';
import {
  photoLimit,
  type Photo,
  type PhotosResponse,
  type PhotoUpdate,
  type PhotoUploadResponse,
} from '@app/shared/contract';
import type { Db } from '../../db/database';
import { AppError } from '../../http/app-error';
import { newPhotoPaths, type PhotoFiles } from './media-paths';
import { encodePhoto } from './photo-image';
import {
  clearPrivateMain,
  countPhotos,
  deletePhotoRow,
  findMainPhotoIds,
  findNewestPublicPhotoId,
  findPhoto,
  insertPhoto,
  listPhotos,
  lockMember,
  makePhotoPrivate,
  makePhotoPublic,
  setMainPhoto,
  type PhotoRow,
} from './photo.repository';
import { movePhotoFiles, type PhotoStore } from './photo-store';

export interface PhotoDeps {
  db: Db;
  store: PhotoStore;
}

/** Whose photos: the logged-in member's user id, profile id and premium flag. */
export interface PhotoOwner {
  userId: number;
  profileId: number;
  paidUser: boolean;
}

function toPhoto(row: PhotoRow): Photo {
  return {
    id: row.id,
    filename: row.filename,
    thumb_filename: row.thumb_filename,
    is_main: row.is_main,
    is_private: row.is_private,
    width: row.width,
    height: row.height,
  };
}

/** The member's photos (main first, then newest) and how many they may have. */
export async function ownPhotos(db: Db, owner: PhotoOwner): Promise<PhotosResponse> {
  const rows = await listPhotos(db, owner.profileId);
  return { photos: rows.map(toPhoto), limit: photoLimit(owner.paidUser) };
}

/**
 * The main photo rule, after every change: a private photo is never the main photo, and a profile
 * with a public photo has exactly one main photo; when it has none, the newest public photo
 * becomes it (so the first photo is the main photo by itself).
 */
async function keepOneMainPhoto(trx: Db, profileId: number): Promise<void> {
  await clearPrivateMain(trx, profileId);
  const mains = await findMainPhotoIds(trx, profileId);
  if (mains.length === 1) return;
  const next = mains[0] ?? (await findNewestPublicPhotoId(trx, profileId));
  if (next !== undefined) await setMainPhoto(trx, profileId, next);
}

/** 403 photo_limit when the member already has as many photos as their membership allows. */
async function assertRoomForPhoto(db: Db, profileId: number, paidUser: boolean): Promise<void> {
  if ((await countPhotos(db, profileId)) >= photoLimit(paidUser)) throw new AppError('photo_limit');
}

/**
 * Stores an upload (architecture section 4): checked by content and re-encoded without metadata
 * (photo-image.ts), then written and recorded inside a transaction that locks the member's row, so
 * parallel uploads never pass the limit (3 free, 25 premium: 403 photo_limit). A private photo needs
 * premium (403 premium_only). Answers the photo, the list and whether a position was removed.
 */
export async function uploadPhoto(
  deps: PhotoDeps,
  owner: PhotoOwner,
  upload: { data: Buffer; isPrivate: boolean },
): Promise<PhotoUploadResponse> {
  // Cheap refusals first, before the image is decoded; the transaction checks again under the lock.
  if (upload.isPrivate && !owner.paidUser) throw new AppError('premium_only');
  await assertRoomForPhoto(deps.db, owner.profileId, owner.paidUser);
  const encoded = await encodePhoto(upload.data);
  const paths = newPhotoPaths(owner.profileId);
  let saved = false;
  const photoId = await deps.db
    .transaction()
    .execute(async (trx) => {
      const { paid_user: paidUser } = await lockMember(trx, owner.userId);
      if (upload.isPrivate && !paidUser) throw new AppError('premium_only');
      await assertRoomForPhoto(trx, owner.profileId, paidUser);
      saved = true;
      await Promise.all([
        deps.store.save(paths.filename, encoded.main),
        deps.store.save(paths.thumb_filename, encoded.thumb),
      ]);
      const row = await insertPhoto(trx, {
        profileId: owner.profileId,
        filename: paths.filename,
        thumbFilename: paths.thumb_filename,
        isPrivate: upload.isPrivate,
        width: encoded.width,
        height: encoded.height,
      });
      await keepOneMainPhoto(trx, owner.profileId);
      return row.id;
    })
    .catch(async (error: unknown) => {
      if (saved) await Promise.allSettled([deps.store.remove(paths.filename), deps.store.remove(paths.thumb_filename)]);
      throw error;
    });
  const list = await ownPhotos(deps.db, owner);
  const photo = list.photos.find((candidate) => candidate.id === photoId);
  if (!photo) throw new Error(`photo ${photoId} vanished right after its upload`);
  return { ...list, photo, location_removed: encoded.locationRemoved };
}

/**
 * Makes one of the member's photos the main photo, or (premium) private or public. 404 not_found
 * for a photo that is not theirs; 403 premium_only for `private: true` without premium; 400
 * validation_failed (`fields.main`) for making a private photo the main photo. A main photo made
 * private hands the main role to the newest public photo.
 *
 * A public photo made private gets new file names (ADR 0013): its files are moved to new random
 * names first, then the row takes them; when the transaction fails, the files are moved back, so
 * the row and the files always agree. The old addresses answer 404 from then on.
 */
export async function updatePhoto(deps: PhotoDeps, owner: PhotoOwner, change: PhotoUpdate): Promise<PhotosResponse> {
  const moves: Array<{ from: PhotoFiles; to: PhotoFiles }> = [];
  const paidUser = await deps.db
    .transaction()
    .execute(async (trx) => {
      const { paid_user: paid } = await lockMember(trx, owner.userId);
      const photo = await findPhoto(trx, owner.profileId, change.id);
      if (!photo) throw new AppError('not_found');
      if (change.private === true && !paid) throw new AppError('premium_only');
      const isPrivate = change.private ?? photo.is_private;
      if (change.main && isPrivate) {
        throw new AppError('validation_failed', { fields: { main: 'errors.field_invalid' } });
      }
      if (change.private === true && !photo.is_private) {
        const renamed = newPhotoPaths(owner.profileId);
        await movePhotoFiles(deps.store, photo, renamed);
        moves.push({ from: photo, to: renamed });
        await makePhotoPrivate(trx, photo.id, renamed);
      } else if (change.private === false && photo.is_private) {
        await makePhotoPublic(trx, photo.id);
      }
      if (change.main) await setMainPhoto(trx, owner.profileId, photo.id);
      await keepOneMainPhoto(trx, owner.profileId);
      return paid;
    })
    .catch(async (error: unknown) => {
      for (const { from, to } of moves) await movePhotoFiles(deps.store, to, from);
      throw error;
    });
  return ownPhotos(deps.db, { ...owner, paidUser });
}

/**
 * Deletes one of the member's photos, its row and then its files (404 not_found for a photo that is
 * not theirs). A deleted main photo hands the main role to the newest public photo.
 */
export async function deletePhoto(
  deps: PhotoDeps,
  owner: PhotoOwner,
  photoId: number,
  log: FastifyBaseLogger,
): Promise<PhotosResponse> {
  const { photo, paidUser } = await deps.db.transaction().execute(async (trx) => {
    const { paid_user: paid } = await lockMember(trx, owner.userId);
    const row = await findPhoto(trx, owner.profileId, photoId);
    if (!row) throw new AppError('not_found');
    await deletePhotoRow(trx, owner.profileId, row.id);
    await keepOneMainPhoto(trx, owner.profileId);
    return { photo: row, paidUser: paid };
  });
  // The row is gone, so the photo is gone for everyone; a file left behind is only logged.
  for (const file of [photo.filename, photo.thumb_filename]) {
    await deps.store.remove(file).catch((error: unknown) => log.warn({ err: error, file }, 'photo file not removed'));
  }
  return ownPhotos(deps.db, { ...owner, paidUser });
}
