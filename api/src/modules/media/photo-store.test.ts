import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { mediaDir, newPhotoPaths } from './media-paths';
import { localPhotoStore, movePhotoFiles, type PhotoStore } from './photo-store';

describe('movePhotoFiles on the local store', () => {
  let dataDir: string;
  let store: PhotoStore;
  const exists = (file: string) =>
    fs.access(path.join(mediaDir(dataDir), file)).then(
      () => true,
      () => false,
    );

  beforeEach(async () => {
    dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'photo-store-'));
    store = localPhotoStore(dataDir);
  });
  afterEach(async () => {
    await fs.rm(dataDir, { recursive: true, force: true });
  });

  it('moves both files to their new names', async () => {
    const from = newPhotoPaths(7);
    const to = newPhotoPaths(7);
    await store.save(from.filename, Buffer.from('main'));
    await store.save(from.thumb_filename, Buffer.from('thumb'));
    await movePhotoFiles(store, from, to);
    expect([await exists(from.filename), await exists(from.thumb_filename)]).toEqual([false, false]);
    expect(await fs.readFile(path.join(mediaDir(dataDir), to.thumb_filename), 'utf8')).toBe('thumb');
    expect(await fs.readFile(path.join(mediaDir(dataDir), to.filename), 'utf8')).toBe('main');
  });

  it('moves the main file back when the thumbnail cannot be moved, and passes the error on', async () => {
    const from = newPhotoPaths(7);
    const to = newPhotoPaths(7);
    await store.save(from.filename, Buffer.from('main'));
    await expect(movePhotoFiles(store, from, to)).rejects.toMatchObject({ code: 'ENOENT' });
    expect(await exists(from.filename)).toBe(true);
    expect(await exists(to.filename)).toBe(false);
  });

  it('refuses a path outside the media folder', async () => {
    await store.save('photos/7/a.webp', Buffer.from('main'));
    await expect(store.move('photos/7/a.webp', '../escaped.webp')).rejects.toThrow(/outside the media folder/);
    expect(await exists('photos/7/a.webp')).toBe(true);
  });
});
