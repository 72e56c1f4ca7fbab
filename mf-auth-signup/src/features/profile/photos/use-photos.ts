import { useState } from 'react';
import { errorMessageKey } from '@app/shared/api';
import type { Photo, PhotosResponse } from '@app/shared/contract';
import { loadUser } from '@app/shared/stores/user';
import { deletePhoto, updatePhoto, uploadPhoto } from '../../../common/photos/api';
import { photoFileProblem } from '../../../common/photos/photo-file';
import { mainPhotoId, photoLimitState, splitByRoom } from './photo-rules';

/** A message of the photo section: a translation key (in `auth`, or `common` for errors.*). */
export interface PhotoNotice {
  kind: 'success' | 'danger' | 'info';
  key: string;
  values?: Record<string, string | number>;
}

export type PhotoBusy =
  { action: 'upload'; current: number; total: number } | { action: 'main' | 'private' | 'delete'; id: number } | null;

/** The member's photos and what can be done with them; the shell's $user follows main photo changes. */
export function usePhotos(initial: PhotosResponse) {
  const [photos, setPhotos] = useState<Photo[]>(initial.photos);
  const [limit, setLimit] = useState(initial.limit);
  const [busy, setBusy] = useState<PhotoBusy>(null);
  const [notices, setNotices] = useState<PhotoNotice[]>([]);

  function apply(answer: PhotosResponse, before: number | null): void {
    setPhotos(answer.photos);
    setLimit(answer.limit);
    if (mainPhotoId(answer.photos) !== before) void loadUser();
  }

  async function upload(files: File[], isPrivate: boolean): Promise<void> {
    const found: PhotoNotice[] = [];
    const { fitting, overLimit } = splitByRoom(files, photoLimitState(photos.length, limit).remaining);
    if (overLimit.length > 0) found.push({ kind: 'danger', key: 'errors.photo_limit' });
    const before = mainPhotoId(photos);
    let latest: PhotosResponse | null = null;
    let uploaded = 0;
    for (const [index, file] of fitting.entries()) {
      const problem = photoFileProblem(file);
      if (problem) {
        found.push({ kind: 'danger', key: problem });
        continue;
      }
      setBusy({ action: 'upload', current: index + 1, total: fitting.length });
      try {
        const answer = await uploadPhoto(file, isPrivate);
        latest = answer;
        uploaded += 1;
        setPhotos(answer.photos);
        setLimit(answer.limit);
        if (answer.location_removed) found.push({ kind: 'info', key: 'profile.photos.locationRemoved' });
      } catch (error) {
        found.push({ kind: 'danger', key: errorMessageKey(error) });
      }
    }
    setBusy(null);
    if (latest) apply(latest, before);
    if (uploaded > 0) found.unshift({ kind: 'success', key: 'profile.photos.uploaded', values: { count: uploaded } });
    setNotices(dedupe(found));
  }

  async function run(
    next: Exclude<PhotoBusy, null | { action: 'upload' }>,
    call: () => Promise<PhotosResponse>,
    done: string,
  ): Promise<boolean> {
    setBusy(next);
    setNotices([]);
    const before = mainPhotoId(photos);
    try {
      apply(await call(), before);
      setNotices([{ kind: 'success', key: done }]);
      return true;
    } catch (error) {
      setNotices([{ kind: 'danger', key: errorMessageKey(error) }]);
      return false;
    } finally {
      setBusy(null);
    }
  }

  return {
    photos,
    limit: photoLimitState(photos.length, limit),
    busy,
    notices,
    upload,
    makeMain: (id: number) =>
      run({ action: 'main', id }, () => updatePhoto({ id, main: true }), 'profile.photos.mainChanged'),
    setPrivate: (id: number, value: boolean) =>
      run(
        { action: 'private', id },
        () => updatePhoto({ id, private: value }),
        value ? 'profile.photos.madePrivate' : 'profile.photos.madePublic',
      ),
    remove: (id: number) => run({ action: 'delete', id }, () => deletePhoto(id), 'profile.photos.deleted'),
  };
}

/** One notice per text: five files too large give one message. */
function dedupe(notices: PhotoNotice[]): PhotoNotice[] {
  const seen = new Set<string>();
  return notices.filter((notice) => {
    if (seen.has(notice.key)) return false;
    seen.add(notice.key);
    return true;
  });
}
