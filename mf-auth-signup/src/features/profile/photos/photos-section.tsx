import { useStore } from '@nanostores/react';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from '@app/shared/i18n/react';
import { Link } from '@app/shared/router';
import type { PhotosResponse } from '@app/shared/contract';
import { $settings } from '@app/shared/stores/settings';
import { $user } from '@app/shared/stores/user';
import { photoUrl } from '@app/shared/contract/photo-url';
import { PhotoCard } from './photo-card';
import { PhotoUpload } from './photo-upload';
import { usePhotos, type PhotoNotice } from './use-photos';

// Asked only when the member deletes a photo: its own small chunk, off the page's first visit (issue 14).
const DeletePhotoModal = lazy(() =>
  import(/* webpackChunkName: "photo-delete" */ './delete-photo-modal').then((module) => ({
    default: module.DeletePhotoModal,
  })),
);

/** The member's photos on /profile: upload, main photo, private photos (premium), delete, the limit. */
export function PhotosSection({ initial }: { initial: PhotosResponse }) {
  const { t } = useTranslation('auth');
  const cdnPrefix = useStore($settings)?.cdn_prefix ?? '/media/';
  const isPremium = useStore($user)?.paid_user ?? false;
  const { photos, limit, busy, notices, upload, makeMain, setPrivate, remove } = usePhotos(initial);
  const [toDelete, setToDelete] = useState<number | null>(null);
  // Once asked for, the modal stays mounted, so that closing it returns the focus as a dialog does.
  const [deleteAsked, setDeleteAsked] = useState(false);
  const deleting = photos.find((photo) => photo.id === toDelete);

  return (
    <>
      <div className="d-flex flex-wrap align-items-baseline gap-2 mb-2">
        <p className="mb-0 fw-semibold">{t('profile.photos.count', { used: limit.count, limit: limit.limit })}</p>
        {limit.reached && (
          <p className="mb-0 text-danger">
            {t('profile.photos.limitReached')}
            {!isPremium && (
              <>
                {' '}
                <Link to="/premium">{t('profile.photos.morePhotos')}</Link>
              </>
            )}
          </p>
        )}
      </div>
      <PhotoUpload disabled={limit.reached} isPremium={isPremium} busy={busy} onFiles={upload} />
      <Notices notices={notices} />
      {photos.length === 0 ? (
        <p className="text-body-secondary mb-0">{t('profile.photos.none')}</p>
      ) : (
        <ul className="row row-cols-2 row-cols-sm-3 row-cols-lg-4 g-3 list-unstyled mb-0">
          {photos.map((photo, index) => (
            <li key={photo.id} className="col">
              <PhotoCard
                photo={photo}
                number={index + 1}
                src={photoUrl(cdnPrefix, photo.thumb_filename)}
                isPremium={isPremium}
                busy={busy}
                onMakeMain={() => void makeMain(photo.id)}
                onPrivate={(value) => void setPrivate(photo.id, value)}
                onDelete={() => {
                  setDeleteAsked(true);
                  setToDelete(photo.id);
                }}
              />
            </li>
          ))}
        </ul>
      )}
      {deleteAsked && (
        <Suspense fallback={null}>
          <DeletePhotoModal
            src={deleting ? photoUrl(cdnPrefix, deleting.thumb_filename) : null}
            onClose={() => setToDelete(null)}
            onConfirm={() => {
              setToDelete(null);
              if (deleting) void remove(deleting.id);
            }}
          />
        </Suspense>
      )}
    </>
  );
}

/** The outcome of the last photo action, announced politely; failures as alerts. */
function Notices({ notices }: { notices: PhotoNotice[] }) {
  const { t } = useTranslation('auth');
  const text = (notice: PhotoNotice) =>
    notice.key.startsWith('errors.') ? t(notice.key, { ns: 'common' }) : t(notice.key, notice.values ?? {});
  const failures = notices.filter((notice) => notice.kind === 'danger');
  return (
    <>
      <div role="status" aria-live="polite">
        {notices
          .filter((notice) => notice.kind !== 'danger')
          .map((notice) => (
            <div key={notice.key} className={`alert alert-${notice.kind} py-2`}>
              {text(notice)}
            </div>
          ))}
      </div>
      {failures.length > 0 && (
        <div role="alert">
          {failures.map((notice) => (
            <div key={notice.key} className="alert alert-danger py-2">
              {text(notice)}
            </div>
          ))}
        </div>
      )}
    </>
  );
}
