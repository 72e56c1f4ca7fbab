import { useId, useRef, useState, type CSSProperties, type DragEvent } from 'react';
import { useTranslation } from '@app/shared/i18n/react';
import { Link } from '@app/shared/router';
import { PHOTO_UPLOAD } from '@app/shared/contract/photo-constants';
import type { PhotoBusy } from './use-photos';

export interface PhotoUploadProps {
  disabled: boolean;
  isPremium: boolean;
  busy: PhotoBusy;
  onFiles: (files: File[], isPrivate: boolean) => void;
}

/**
 * Choose photos (or drop them on the box on a desktop), optionally as private photos for premium
 * members; shows how far an upload of several photos is.
 */
export function PhotoUpload({ disabled, isPremium, busy, onFiles }: PhotoUploadProps) {
  const { t } = useTranslation('auth');
  const inputId = useId();
  const privateId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [isPrivate, setPrivate] = useState(false);
  const [dragging, setDragging] = useState(false);
  const uploading = busy?.action === 'upload' ? busy : null;
  const blocked = disabled || busy !== null;

  const send = (files: FileList | null) => {
    if (!files || files.length === 0 || blocked) return;
    onFiles([...files], isPremium && isPrivate);
    if (input.current) input.current.value = '';
  };

  const onDrop = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    setDragging(false);
    send(event.dataTransfer.files);
  };

  return (
    <div
      className={`rounded-3 border border-2 p-3 mb-3 ${dragging ? 'border-primary bg-secondary-subtle' : ''}`}
      style={{ '--bs-border-style': 'dashed' } as CSSProperties}
      onDragOver={(event) => {
        event.preventDefault();
        event.dataTransfer.dropEffect = blocked ? 'none' : 'copy';
        setDragging(!blocked);
      }}
      onDragLeave={() => setDragging(false)}
      onDrop={onDrop}
    >
      <label htmlFor={inputId} className="form-label fw-semibold">
        {t('profile.photos.choose')}
      </label>
      <input
        ref={input}
        id={inputId}
        type="file"
        accept="image/*"
        multiple
        className="form-control"
        disabled={blocked}
        aria-describedby={`${inputId}-hint`}
        onChange={(event) => send(event.target.files)}
      />
      <div id={`${inputId}-hint`} className="form-text">
        <span className="d-none d-md-inline">{t('profile.photos.dropHint')} </span>
        {t('profile.photos.fileHint', {
          megabytes: PHOTO_UPLOAD.maxBytes / 1024 / 1024,
          pixels: PHOTO_UPLOAD.minSide,
        })}
      </div>
      <div className="form-check form-switch mt-2">
        <input
          id={privateId}
          type="checkbox"
          role="switch"
          className="form-check-input"
          checked={isPremium && isPrivate}
          aria-checked={isPremium && isPrivate}
          disabled={!isPremium || blocked}
          aria-describedby={isPremium ? undefined : `${privateId}-premium`}
          onChange={(event) => setPrivate(event.target.checked)}
        />
        <label htmlFor={privateId} className="form-check-label">
          {t('profile.photos.uploadPrivate')}
        </label>
        {!isPremium && (
          <div id={`${privateId}-premium`} className="form-text">
            <span className="badge text-bg-secondary me-1">{t('profile.photos.premiumOnly')}</span>
            <Link to="/premium">{t('profile.photos.getPremium')}</Link>
          </div>
        )}
      </div>
      {uploading && <UploadProgress current={uploading.current} total={uploading.total} />}
    </div>
  );
}

function UploadProgress({ current, total }: { current: number; total: number }) {
  const { t } = useTranslation('auth');
  const label = t('profile.photos.uploading', { current, total });
  return (
    <div className="mt-3">
      <div className="small mb-1" aria-hidden="true">
        {label}
      </div>
      <div
        className="progress"
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={total}
        aria-valuenow={current - 1}
      >
        <div
          className="progress-bar progress-bar-striped progress-bar-animated"
          style={{ width: `${Math.max(10, ((current - 0.5) / total) * 100)}%` }}
        />
      </div>
    </div>
  );
}
