import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import type { Db } from '../db/database';
import { avatarSvg } from '../modules/media/avatar';
import { mediaDir } from '../modules/media/media-paths';
import { DEMO_EMAIL_DOMAIN } from './demo-member-specs';
import { hashString } from '../modules/media/seeded-random';

export const THUMBNAIL_SIZE = 160;

export interface DemoMediaResult {
  rendered: number;
  skipped: number;
  milliseconds: number;
}

async function exists(file: string): Promise<boolean> {
  return fs.access(file).then(
    () => true,
    () => false,
  );
}

/** Writes a file under its final name only when complete, so a crash never leaves half an image. */
async function writeAtomically(file: string, data: Buffer): Promise<void> {
  const partial = `${file}.${process.pid}.partial`;
  await fs.writeFile(partial, data);
  await fs.rename(partial, file);
}

async function renderAvatar(svg: string, mainFile: string, thumbFile: string): Promise<void> {
  // Rasterise once, then encode both sizes from the same pixels.
  const { data, info } = await sharp(Buffer.from(svg)).raw().toBuffer({ resolveWithObject: true });
  const raw = { raw: { width: info.width, height: info.height, channels: info.channels } };
  const [main, thumb] = await Promise.all([
    sharp(data, raw).webp({ quality: 82, effort: 2 }).toBuffer(),
    sharp(data, raw).resize(THUMBNAIL_SIZE, THUMBNAIL_SIZE).webp({ quality: 80, effort: 2 }).toBuffer(),
  ]);
  await fs.mkdir(path.dirname(mainFile), { recursive: true });
  await Promise.all([writeAtomically(mainFile, main), writeAtomically(thumbFile, thumb)]);
}

/**
 * Draws the demo members' avatars into `<data>/media/photos/<profile>/` as WebP (600 × 600 and a
 * 160 × 160 thumbnail), for every demo main photo whose files are missing; existing files are kept.
 * Run by the server at start (outside production), apart from seedDemoData, which every test runs.
 */
export async function seedDemoMedia(
  db: Db,
  dataDir: string,
  options: { limit?: number } = {},
): Promise<DemoMediaResult> {
  const started = performance.now();
  let query = db
    .selectFrom('photos')
    .innerJoin('profiles', 'profiles.id', 'photos.profile_id')
    .innerJoin('users', 'users.id', 'profiles.user_id')
    .select([
      'photos.filename',
      'photos.thumb_filename',
      'profiles.gender',
      'profiles.hair_colour',
      'profiles.eye_colour',
      'users.email_normalized as email',
    ])
    .where('users.email_normalized', 'like', `%@${DEMO_EMAIL_DOMAIN}`)
    .where('photos.is_main', '=', true)
    .orderBy('photos.profile_id');
  if (options.limit !== undefined) query = query.limit(options.limit);
  const photos = await query.execute();

  const root = mediaDir(dataDir);
  let rendered = 0;
  let next = 0;
  const worker = async () => {
    while (next < photos.length) {
      const photo = photos[next++]!;
      const mainFile = path.join(root, photo.filename);
      const thumbFile = path.join(root, photo.thumb_filename);
      if ((await exists(mainFile)) && (await exists(thumbFile))) continue;
      const svg = avatarSvg({
        seed: hashString(photo.email),
        gender: photo.gender,
        hairColour: photo.hair_colour,
        eyeColour: photo.eye_colour,
      });
      await renderAvatar(svg, mainFile, thumbFile);
      rendered++;
    }
  };
  const workers = Math.max(2, Math.min(8, os.availableParallelism() * 2));
  await Promise.all(Array.from({ length: workers }, worker));
  return { rendered, skipped: photos.length - rendered, milliseconds: Math.round(performance.now() - started) };
}
