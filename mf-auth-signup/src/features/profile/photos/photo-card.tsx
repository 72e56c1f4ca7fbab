import { useId } from 'react';
import { useTranslation } from '@app/shared/i18n/react';
import type { Photo } from '@app/shared/contract';
import type { PhotoBusy } from './use-photos';

export interface PhotoCardProps {
  photo: Photo;
  number: number;
  src: string;
  isPremium: boolean;
  busy: PhotoBusy;
  onMakeMain: () => void;
  onPrivate: (value: boolean) => void;
  onDelete: () => void;
}

/** One photo: its thumbnail, whether it is the main or a private photo, and what can be done with it. */
export function PhotoCard({ photo, number, src, isPremium, busy, onMakeMain, onPrivate, onDelete }: PhotoCardProps) {
  const { t } = useTranslation('auth');
  const switchId = useId();
  const working = busy !== null && 'id' in busy && busy.id === photo.id;
  const blocked = busy !== null;
  return (
    <div className="card h-100" aria-busy={working}>
      <div className="position-relative">
        <img
          src={src}
          alt={t(photo.is_main ? 'profile.photos.altMain' : 'profile.photos.alt', { number })}
          className="card-img-top object-fit-cover"
          style={{ aspectRatio: '1 / 1' }}
          loading="lazy"
        />
        <div className="position-absolute top-0 start-0 p-2 d-flex flex-wrap gap-1">
          {photo.is_main && <span className="badge text-bg-primary">{t('profile.photos.main')}</span>}
          {photo.is_private && <span className="badge text-bg-dark">{t('profile.photos.private')}</span>}
        </div>
      </div>
      <div className="card-body p-2 d-flex flex-column gap-2">
        {!photo.is_main && !photo.is_private && (
          <button type="button" className="btn btn-sm btn-outline-primary" disabled={blocked} onClick={onMakeMain}>
            {t('profile.photos.makeMain')}
          </button>
        )}
        <div className="form-check form-switch mb-0">
          <input
            id={switchId}
            type="checkbox"
            role="switch"
            className="form-check-input"
            checked={photo.is_private}
            aria-checked={photo.is_private}
            disabled={blocked || (!isPremium && !photo.is_private)}
            onChange={(event) => onPrivate(event.target.checked)}
          />
          <label htmlFor={switchId} className="form-check-label small">
            {t('profile.photos.privateSwitch')}
            {!isPremium && <span className="visually-hidden"> ({t('profile.photos.premiumOnly')})</span>}
          </label>
        </div>
        <button type="button" className="btn btn-sm btn-outline-danger mt-auto" disabled={blocked} onClick={onDelete}>
          {working && busy?.action === 'delete' ? t('profile.photos.deleting') : t('profile.photos.delete')}
        </button>
      </div>
    </div>
  );
}
