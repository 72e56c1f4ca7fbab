import { z } from 'zod';
import { IdSchema } from './id';

/**
 * The member's own photos (architecture section 4): upload, list, main photo, private, delete, on
 * /api/photos.php. Files are re-encoded as WebP without any metadata; paths are relative to the
 * settings' cdn_prefix.
 */

export { PHOTO_SIZES, PHOTO_UPLOAD, photoLimit } from './photo-constants';

export const PhotoSchema = z.object({
  id: z.number().int(),
  /** Main size, e.g. `photos/12/ab12cd34.webp`. */
  filename: z.string(),
  thumb_filename: z.string(),
  is_main: z.boolean(),
  /** Shown only to premium members (a premium member's choice). */
  is_private: z.boolean(),
  width: z.number().int(),
  height: z.number().int(),
});
export type Photo = z.infer<typeof PhotoSchema>;

/** GET, PUT and DELETE /api/photos.php answer the whole list and the member's limit. */
export const PhotosResponseSchema = z.object({ photos: z.array(PhotoSchema), limit: z.number().int() });
export type PhotosResponse = z.infer<typeof PhotosResponseSchema>;

/**
 * POST /api/photos.php: the raw image as the body, its type as Content-Type; `?private=1` for a
 * private photo. `location_removed` says the upload carried GPS data that is now gone.
 */
export const PhotoUploadQuerySchema = z.object({ private: z.enum(['0', '1'], 'errors.field_invalid').optional() });
export const PhotoUploadResponseSchema = PhotosResponseSchema.extend({
  photo: PhotoSchema,
  location_removed: z.boolean(),
});
export type PhotoUploadResponse = z.infer<typeof PhotoUploadResponseSchema>;

/** PUT /api/photos.php: make a photo the main photo, or (premium) private or public. */
export const PhotoUpdateSchema = z
  .object({
    id: IdSchema,
    main: z.literal(true, 'errors.field_invalid').optional(),
    private: z.boolean('errors.field_invalid').optional(),
  })
  .strict();
export type PhotoUpdate = z.infer<typeof PhotoUpdateSchema>;

/** DELETE /api/photos.php */
export const PhotoDeleteSchema = z.object({ id: IdSchema }).strict();
