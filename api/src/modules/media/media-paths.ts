import path from 'node:path';

/** Where media files live: `<data>/media`, served at the cdn_prefix (`/media/`). */
export function mediaDir(dataDir: string): string {
  return path.join(dataDir, 'media');
}

/** A demo or uploaded photo's paths relative to the media folder (and so to the cdn prefix). */
export function photoPaths(profileId: number, name: string): { filename: string; thumb_filename: string } {
  return { filename: `photos/${profileId}/${name}.webp`, thumb_filename: `photos/${profileId}/${name}-thumb.webp` };
}
