import { useTranslation } from 'react-i18next';
import { Modal } from '@app/shared/ui/modal';

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
    <Modal
      open={src !== null}
      size="sm"
      title={t('profile.photos.deleteTitle')}
      onClose={onClose}
      footer={
        <>
          <button type="button" className="btn btn-outline-dark" onClick={onClose}>
            {t('profile.cancel')}
          </button>
          <button type="button" className="btn btn-danger" onClick={onConfirm}>
            {t('profile.photos.delete')}
          </button>
        </>
      }
    >
      {src && (
        <img src={src} alt="" className="rounded mb-3 d-block mx-auto object-fit-cover" width={120} height={120} />
      )}
      <p className="mb-0">{t('profile.photos.deleteQuestion')}</p>
    </Modal>
  );
}
