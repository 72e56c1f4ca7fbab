import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { Db } from '../db/database';
import { avatarSvg } from '../modules/media/avatar';
import { mediaDir } from '../modules/media/media-paths';
import { DEMO_EMAIL_DOMAIN } from './demo-member-specs';
import { hashString } from '../modules/media/seeded-random';
import { AvatarPainter } from './avatar-painter';

export const THUMBNAIL_SIZE = 160;

export interface DemoMediaResult {
  rendered: number;
  skipped: number;
  milliseconds: number;
}

/** The demo avatars whose files are missing: drawn all at once, or one on demand before it is served. */
export interface DemoAvatars {
  /** How many are missing (drawn or not yet). */
  missing: number;
  /** How many of the missing ones are drawn so far. */
  drawn(): number;
  /** Draws every missing one (several at a time); a second call waits for the same work. */
  drawAll(): Promise<DemoMediaResult>;
  /**
   * Draws the avatar a file (a path under the media folder, e.g. `photos/12/avatar-x.webp`) belongs to,
   * unless it is drawn already; undefined for a file that is no missing demo avatar.
   */
  ensure(file: string): Promise<void> | undefined;
  /** Stops drawAll after the avatars it is drawing (a server that closes); resolves when they are done. */
  stop(): Promise<void>;
}

type DemoPhoto = Awaited<ReturnType<typeof demoPhotos>>[number];

function demoPhotos(db: Db, limit?: number) {
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
  if (limit !== undefined) query = query.limit(limit);
  return query.execute();
}

/**
 * The demo members' avatars (`<data>/media/photos/<profile>/`, WebP 600 × 600 and a 160 × 160
 * thumbnail) whose files are missing; existing files are kept. The server starts drawing them after it
 * listens and draws one at once when its file is asked for first.
 */
export async function demoAvatars(db: Db, dataDir: string, options: { limit?: number } = {}): Promise<DemoAvatars> {
  const started = performance.now();
  const root = mediaDir(dataDir);
  const photos = await demoPhotos(db, options.limit);
  // One listing of the photo folders instead of two checks per avatar.
  const files = new Set(
    (await fs.readdir(path.join(root, 'photos'), { recursive: true }).catch(() => [])).map((file) =>
      path.join('photos', file),
    ),
  );
  const missing = photos.filter((photo) => !files.has(photo.filename) || !files.has(photo.thumb_filename));
  const jobs = new Map<DemoPhoto, Promise<void>>();
  const byFile = new Map(
    missing.flatMap((photo) => [[photo.filename, photo] as const, [photo.thumb_filename, photo] as const]),
  );
  let drawn = 0;
  // sharp (and libvips) paint in a process of their own, started with the first avatar to draw: a
  // restart with every avatar on disk never starts it.
  const painter = new AvatarPainter();
  const draw = (photo: DemoPhoto): Promise<void> => {
    let job = jobs.get(photo);
    if (!job) {
      const svg = avatarSvg({
        seed: hashString(photo.email),
        gender: photo.gender,
        hairColour: photo.hair_colour,
        eyeColour: photo.eye_colour,
      });
      const files = { mainFile: path.join(root, photo.filename), thumbFile: path.join(root, photo.thumb_filename) };
      job = painter.paint({ svg, ...files, thumbSize: THUMBNAIL_SIZE }).then(() => {
        drawn++;
      });
      jobs.set(photo, job);
    }
    return job;
  };
  let all: Promise<DemoMediaResult> | undefined;
  let stopped = false;
  const drawAll = async (): Promise<DemoMediaResult> => {
    let next = 0;
    const worker = async () => {
      while (!stopped && next < missing.length) await draw(missing[next++]!);
    };
    // One core is left to the server, which answers meanwhile (and draws an avatar asked for at once).
    const workers = Math.max(1, Math.min(8, os.availableParallelism() - 1));
    await Promise.all(Array.from({ length: workers }, worker)).finally(() => {
      // Every missing avatar is drawn (or the server stops): the painter's memory goes with it.
      if (!stopped) painter.close();
    });
    return {
      rendered: drawn,
      skipped: photos.length - missing.length,
      milliseconds: Math.round(performance.now() - started),
    };
  };
  return {
    missing: missing.length,
    drawn: () => drawn,
    drawAll: () => (all ??= drawAll()),
    ensure: (file) => {
      const photo = byFile.get(file);
      return photo && draw(photo);
    },
    stop: async () => {
      stopped = true;
      await Promise.allSettled([all, ...jobs.values()]);
      painter.close();
    },
  };
}

/**
 * Draws every missing demo avatar now (see demoAvatars); tests and benches call it, the server draws
 * them in the background.
 */
export async function seedDemoMedia(
  db: Db,
  dataDir: string,
  options: { limit?: number } = {},
): Promise<DemoMediaResult> {
  return (await demoAvatars(db, dataDir, options)).drawAll();
}
