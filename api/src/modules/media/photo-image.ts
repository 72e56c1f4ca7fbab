import type { Metadata } from 'sharp';
import { PHOTO_SIZES, PHOTO_UPLOAD } from '@app/shared/contract';
import { AppError } from '../../http/app-error';
import { hasLocation } from './photo-location';

/** The image families an upload may be, told apart by their first bytes. */
type ImageKind = 'jpeg' | 'png' | 'webp' | 'heif';

/** ISO-BMFF brands of HEIC, HEIF and AVIF files (the `ftyp` box). */
const HEIF_BRANDS = new Set(['heic', 'heix', 'hevc', 'hevx', 'heim', 'heis', 'mif1', 'msf1', 'avif', 'avis']);
const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** The image family of a file by its magic bytes, whatever its name or declared type; null for anything else. */
export function imageKind(data: Buffer): ImageKind | null {
  if (data.length >= 3 && data[0] === 0xff && data[1] === 0xd8 && data[2] === 0xff) return 'jpeg';
  if (data.subarray(0, 8).equals(PNG_SIGNATURE)) return 'png';
  if (data.toString('latin1', 0, 4) === 'RIFF' && data.toString('latin1', 8, 12) === 'WEBP') return 'webp';
  if (data.toString('latin1', 4, 8) === 'ftyp' && HEIF_BRANDS.has(data.toString('latin1', 8, 12))) return 'heif';
  return null;
}

export interface EncodedPhoto {
  /** The main size: longest side at most PHOTO_SIZES.main, never enlarged. */
  main: Buffer;
  width: number;
  height: number;
  /** A square of PHOTO_SIZES.thumb, cropped around the most interesting part. */
  thumb: Buffer;
  /** The upload carried a position (EXIF GPS or XMP), which the stored files no longer have. */
  locationRemoved: boolean;
}

/** Decoding untrusted input: no more pixels than allowed, and stop at real errors in the pixel data. */
const INPUT = { limitInputPixels: PHOTO_UPLOAD.maxPixels, failOn: 'error' } as const;
const WEBP = { quality: 82, effort: 4 } as const;

/** sharp (and libvips) load with the first photo, not at start. */
const loadSharp = () => import('sharp').then((module) => module.default);

async function readMetadata(data: Buffer): Promise<Metadata> {
  const sharp = await loadSharp();
  try {
    return await sharp(data, INPUT).metadata();
  } catch {
    throw new AppError('photo_invalid');
  }
}

/**
 * Checks an upload by content and re-encodes it (architecture section 4): magic bytes of JPEG, PNG,
 * WebP, HEIC/HEIF or AVIF; at most PHOTO_UPLOAD.maxPixels and at least PHOTO_UPLOAD.minSide on each
 * side; then turned upright by its EXIF orientation and written as WebP in two sizes. sharp writes
 * no metadata unless asked (`keepMetadata`/`withMetadata`), so EXIF (GPS included), XMP, IPTC and
 * ICC are all gone. 415 photo_invalid for anything that is not such an image or does not decode,
 * 422 photo_too_small.
 */
export async function encodePhoto(data: Buffer): Promise<EncodedPhoto> {
  const kind = imageKind(data);
  if (!kind) throw new AppError('photo_invalid');
  const metadata = await readMetadata(data);
  if (metadata.format !== kind || !metadata.width || !metadata.height) throw new AppError('photo_invalid');
  if (metadata.width * metadata.height > PHOTO_UPLOAD.maxPixels) throw new AppError('photo_invalid');
  if (Math.min(metadata.width, metadata.height) < PHOTO_UPLOAD.minSide) throw new AppError('photo_too_small');
  const sharp = await loadSharp();
  try {
    // One decoder per size: JPEG shrinks on load, so a large upload never sits in memory uncompressed.
    const upright = sharp(data, INPUT).rotate();
    const [main, thumb] = await Promise.all([
      upright
        .clone()
        .resize(PHOTO_SIZES.main, PHOTO_SIZES.main, { fit: 'inside', withoutEnlargement: true })
        .webp(WEBP)
        .toBuffer({ resolveWithObject: true }),
      upright
        .clone()
        .resize(PHOTO_SIZES.thumb, PHOTO_SIZES.thumb, { fit: 'cover', position: sharp.strategy.attention })
        .webp(WEBP)
        .toBuffer(),
    ]);
    return {
      main: main.data,
      width: main.info.width,
      height: main.info.height,
      thumb,
      locationRemoved: hasLocation(metadata),
    };
  } catch {
    throw new AppError('photo_invalid');
  }
}
