import { randomBytes } from 'node:crypto';
import path from 'node:path';

/** Where media files live: `<data>/media`, served at the cdn_prefix (`/media/`). */
export function mediaDir(dataDir: string): string {
  return path.join(dataDir, 'media');
}

/** A photo's two files, by their paths relative to the media folder (and so to the cdn prefix). */
export interface PhotoFiles {
  filename: string;
  thumb_filename: string;
}

/** A demo or uploaded photo's paths relative to the media folder (and so to the cdn prefix). */
export function photoPaths(profileId: number, name: string): PhotoFiles {
  return { filename: `photos/${profileId}/${name}.webp`, thumb_filename: `photos/${profileId}/${name}-thumb.webp` };
}

/**
 * New, unguessable paths for a photo's files: a name of 96 random bits, which is what keeps a
 * private photo private (ADR 0013). Used at upload and again when a photo becomes private.
 */
export function newPhotoPaths(profileId: number): PhotoFiles {
  return photoPaths(profileId, randomBytes(12).toString('hex'));
}
