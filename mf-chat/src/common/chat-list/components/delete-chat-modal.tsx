import { useTranslation } from '@app/shared/i18n/react';
import { ConfirmModal } from '@app/shared/ui/confirm-modal';

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
    <ConfirmModal
      open={name !== null}
      title={t('chatList.deleteTitle')}
      confirmLabel={t('chatList.deleteConfirm')}
      cancelLabel={t('chatList.cancel')}
      onConfirm={onConfirm}
      onClose={onClose}
    >
      <p className="mb-0">{t('chatList.deleteText', { name: name ?? '' })}</p>
    </ConfirmModal>
  );
}
