import type { FastifyError, FastifyInstance, FastifyRequest } from 'fastify';
import {
  FREE_PHOTO_LIMIT,
  PHOTO_SIZES,
  PHOTO_UPLOAD,
  PhotoDeleteSchema,
  PhotosResponseSchema,
  PhotoUpdateSchema,
  PhotoUploadQuerySchema,
  PhotoUploadResponseSchema,
  PREMIUM_PHOTO_LIMIT,
} from '@app/shared/contract';
import type { Db } from '../../db/database';
import { AppError } from '../../http/app-error';
import { docs } from '../../http/openapi';
import { validate } from '../../http/validate';
import { requireUser } from '../auth';
import { localPhotoStore } from './photo-store';
import { deletePhoto, ownPhotos, updatePhoto, uploadPhoto, type PhotoDeps, type PhotoOwner } from './photo.service';

const PATH = '/api/photos.php';
const MAX_MB = PHOTO_UPLOAD.maxBytes / 1024 / 1024;

const getDocs = docs({
  tag: 'media',
  summary: "The member's own photos, the main photo first, then the newest; and how many they may have.",
  description:
    `\`limit\`: ${FREE_PHOTO_LIMIT} for a free member, ${PREMIUM_PHOTO_LIMIT} for premium. Paths are relative to ` +
    "the settings' `cdn_prefix`. 403 `authentication_required` for a visitor.",
  response: { 200: PhotosResponseSchema },
  session: true,
});

const postDocs = docs({
  tag: 'media',
  summary: 'Uploads a photo: the raw image is the body; `?private=1` for a private photo (premium).',
  description:
    'Checked by content, whatever the declared Content-Type: JPEG, PNG, WebP, HEIC/HEIF or AVIF by their magic ' +
    `bytes, else 415 \`photo_invalid\` (also for an image that does not decode, or over ${PHOTO_UPLOAD.maxPixels} ` +
    `pixels); over ${MAX_MB} MB 413 \`photo_too_large\`; a side under ${PHOTO_UPLOAD.minSide} px 422 ` +
    '`photo_too_small`. Stored re-encoded as WebP, turned upright by its EXIF orientation, without any metadata ' +
    `(EXIF, GPS, XMP, ICC): longest side at most ${PHOTO_SIZES.main} px (never enlarged) and a ` +
    `${PHOTO_SIZES.thumb} px square thumbnail. \`location_removed\`: the upload carried a position. The first ` +
    'public photo becomes the main photo. 403 `photo_limit` when the member has as many photos as allowed ' +
    '(`limit`), 403 `premium_only` for a private photo without premium, 403 `authentication_required` for a ' +
    'visitor. Answers 201 with the new photo and the whole list.',
  query: PhotoUploadQuerySchema,
  response: { 201: PhotoUploadResponseSchema },
  session: true,
  idempotent: true,
});

const putDocs = docs({
  tag: 'media',
  summary: 'Makes one of the photos the main photo (`main: true`), or private or public (`private`, premium).',
  description:
    'There is always exactly one main photo while the member has a public photo; a private photo is never the ' +
    'main photo: `main: true` on a private photo answers 400 `validation_failed` (`fields.main`), and a main ' +
    'photo made private hands the role to the newest public photo. `private: true` without premium answers 403 ' +
    "`premium_only`; a photo that is not the member's answers 404 `not_found`. A public photo made private gets " +
    'new file names (`filename`, `thumb_filename`): its old addresses answer 404, so whoever saw it while it was ' +
    'public cannot follow it. Answers the whole list.',
  body: PhotoUpdateSchema,
  response: { 200: PhotosResponseSchema },
  session: true,
  idempotent: true,
});

const deleteDocs = docs({
  tag: 'media',
  summary: 'Deletes one of the photos and its files.',
  description:
    "A deleted main photo hands the role to the newest public photo. A photo that is not the member's answers 404 " +
    '`not_found`. Answers the whole list.',
  body: PhotoDeleteSchema,
  response: { 200: PhotosResponseSchema },
  session: true,
  idempotent: true,
});

/** The raw body of an upload, for the OpenAPI page (validation is the handler's, by content). */
const UPLOAD_BODY = {
  content: Object.fromEntries(
    PHOTO_UPLOAD.types.map((type) => [type, { schema: { type: 'string', format: 'binary' } }]),
  ),
};

function ownerOf(request: FastifyRequest): PhotoOwner {
  const user = requireUser(request);
  return { userId: user.id, profileId: user.profile.id, paidUser: user.paid_user };
}

/**
 * POST in a scope of its own: every body, whatever its Content-Type (or none), arrives as a Buffer
 * of at most PHOTO_UPLOAD.maxBytes (more answers 413 photo_too_large), and a visitor is refused
 * before the body is read.
 */
async function uploadRoute(scope: FastifyInstance, deps: PhotoDeps): Promise<void> {
  scope.removeAllContentTypeParsers();
  scope.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: PHOTO_UPLOAD.maxBytes }, (_request, body, done) =>
    done(null, body),
  );
  scope.setErrorHandler(async (error: FastifyError) => {
    if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') throw new AppError('photo_too_large');
    if (error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE') throw new AppError('photo_invalid');
    throw error;
  });
  scope.post(
    PATH,
    {
      schema: { ...postDocs, body: UPLOAD_BODY },
      bodyLimit: PHOTO_UPLOAD.maxBytes,
      onRequest: async (request) => {
        requireUser(request);
        // An empty Content-Type (a file of unknown type) counts as none: the content decides.
        request.headers['content-type'] ||= 'application/octet-stream';
      },
    },
    async (request, reply) => {
      const owner = ownerOf(request);
      const query = validate(PhotoUploadQuerySchema, request.query);
      if (!Buffer.isBuffer(request.body) || request.body.length === 0) throw new AppError('photo_invalid');
      const answer = await uploadPhoto(deps, owner, { data: request.body, isPrivate: query.private === '1' });
      return reply.code(201).send(answer);
    },
  );
}

/** /api/photos.php: the member's own photos (architecture section 4), stored in `<data>/media`. */
export async function photoRoutes(app: FastifyInstance, db: Db, dataDir: string): Promise<void> {
  const deps: PhotoDeps = { db, store: localPhotoStore(dataDir) };

  app.get(PATH, { schema: getDocs }, async (request) => ownPhotos(db, ownerOf(request)));

  app.put(PATH, { schema: putDocs }, async (request) => {
    const owner = ownerOf(request);
    return updatePhoto(deps, owner, validate(PhotoUpdateSchema, request.body));
  });

  app.delete(PATH, { schema: deleteDocs }, async (request) => {
    const owner = ownerOf(request);
    const { id } = validate(PhotoDeleteSchema, request.body);
    return deletePhoto(deps, owner, id, request.log);
  });

  await app.register(async (scope) => uploadRoute(scope, deps));
}
