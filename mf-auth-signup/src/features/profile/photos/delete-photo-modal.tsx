import { useTranslation } from '@app/shared/i18n/react';
import { ConfirmModal } from '@app/shared/ui/confirm-modal';

export interface DeletePhotoModalProps {
  /** The thumbnail of the photo to delete; null keeps the modal closed. */
  src: string | null;
  onConfirm: () => void;
  onClose: () => void;
}

/** Asks before a photo is deleted for good. */
export function DeletePhotoModal({ src, onConfirm, onClose }: DeletePhotoModalProps) {
  const { t } = useTranslation('auth');
  return (
    <ConfirmModal
      open={src !== null}
      title={t('profile.photos.deleteTitle')}
      confirmLabel={t('profile.photos.delete')}
      cancelLabel={t('profile.cancel')}
      onConfirm={onConfirm}
      onClose={onClose}
    >
      {src && (
        <img src={src} alt="" className="rounded mb-3 d-block mx-auto object-fit-cover" width={120} height={120} />
      )}
      <p className="mb-0">{t('profile.photos.deleteQuestion')}</p>
    </ConfirmModal>
  );
}
