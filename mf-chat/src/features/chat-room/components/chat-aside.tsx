import { useId } from 'react';
import { useTranslation } from '@app/shared/i18n/react';
import { ChatList } from '../../chat-list/components/chat-list';
import { asideStyle } from '../../../ui/layout-styles';

/** The conversation list beside the chat, hidden under 992 px. */
export function ChatAside({ activeConversation }: { activeConversation: number | null }) {
  const { t } = useTranslation('chat');
  const headingId = useId();
  return (
    <aside
      className="d-none d-lg-flex flex-column border-end order-first"
      style={asideStyle}
      aria-labelledby={headingId}
    >
      <h2 id={headingId} className="h6 px-3 py-3 mb-0 border-bottom">
        {t('chatList.title')}
      </h2>
      <div className="flex-grow-1 overflow-auto">
        <ChatList activeConversation={activeConversation} />
      </div>
    </aside>
  );
}
