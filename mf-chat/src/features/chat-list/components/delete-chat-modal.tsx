import { useTranslation } from 'react-i18next';
import { Modal } from '@app/shared/ui/modal';

/** Asks before a conversation leaves the member's list. */
export function DeleteChatModal({
  name,
  onConfirm,
  onClose,
}: {
  name: string | null;
  onConfirm: () => void;
  onClose: () => void;
}) {
  const { t } = useTranslation('chat');
  return (
    <Modal
      open={name !== null}
      title={t('chatList.deleteTitle')}
      onClose={onClose}
      size="sm"
      footer={
        <>
          <button type="button" className="btn btn-outline-secondary text-body" onClick={onClose}>
            {t('chatList.cancel')}
          </button>
          <button type="button" className="btn btn-danger" onClick={onConfirm}>
            {t('chatList.deleteConfirm')}
          </button>
        </>
      }
    >
      <p className="mb-0">{t('chatList.deleteText', { name: name ?? '' })}</p>
    </Modal>
  );
}
