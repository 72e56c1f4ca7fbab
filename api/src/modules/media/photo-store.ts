import fs from 'node:fs/promises';
import path from 'node:path';
import { mediaDir, type PhotoFiles } from './media-paths';

/** Where photo files live, by their path relative to the cdn prefix (`photos/12/ab12.webp`). */
export interface PhotoStore {
  /** Writes a file; it appears under its name only when complete. */
  save(file: string, data: Buffer): Promise<void>;
  /** Removes a file; a file already gone is fine. */
  remove(file: string): Promise<void>;
  /** Gives a file a new name (a new, unused one): the old name answers 404 from then on. */
  move(from: string, to: string): Promise<void>;
}

/** Photo files in the local media folder (`<data>/media`), which /media/ serves. */
export function localPhotoStore(dataDir: string): PhotoStore {
  const root = mediaDir(dataDir);
  const resolve = (file: string) => {
    const target = path.resolve(root, file);
    if (!target.startsWith(root + path.sep)) throw new Error(`photo path outside the media folder: ${file}`);
    return target;
  };
  return {
    async save(file, data) {
      const target = resolve(file);
      await fs.mkdir(path.dirname(target), { recursive: true });
      const partial = `${target}.${process.pid}.partial`;
      await fs.writeFile(partial, data);
      await fs.rename(partial, target);
    },
    async remove(file) {
      await fs.rm(resolve(file), { force: true });
    },
    async move(from, to) {
      const target = resolve(to);
      await fs.mkdir(path.dirname(target), { recursive: true });
      await fs.rename(resolve(from), target);
    },
  };
}

/**
 * Moves a photo's main and thumbnail files to new names, both or neither: when the second move
 * fails, the first is moved back before the error is passed on.
 */
export async function movePhotoFiles(store: PhotoStore, from: PhotoFiles, to: PhotoFiles): Promise<void> {
  await store.move(from.filename, to.filename);
  try {
    await store.move(from.thumb_filename, to.thumb_filename);
  } catch (error) {
    await store.move(to.filename, from.filename);
    throw error;
  }
}

/** Removes every photo file of a profile (its folder `photos/<profileId>`), e.g. when an account is purged. */
export async function removeProfilePhotos(dataDir: string, profileId: number): Promise<void> {
  await fs.rm(path.join(mediaDir(dataDir), 'photos', String(profileId)), { recursive: true, force: true });
}
