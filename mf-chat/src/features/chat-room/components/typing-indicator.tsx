import { useTranslation } from '@app/shared/i18n/react';

/** "Anna is typing…" under the messages, announced politely. */
export function TypingIndicator({ name, visible }: { name: string; visible: boolean }) {
  const { t } = useTranslation('chat');
  return (
    <p className="small text-body-secondary fst-italic mb-1 ms-1" aria-live="polite" data-testid="typing">
      {visible ? t('chatRoom.typing', { name }) : ''}
    </p>
  );
}
