import { useState } from 'react';
import { useTranslation } from '@app/shared/i18n/react';
import { Link } from '@app/shared/router';
import type { ChatItem } from '@app/shared/contract';
import { LoadState } from '@app/shared/ui/load-state';
import { deleteChat } from '../chats-actions';
import { useChatList } from '../use-chat-list';
import { ChatListItem } from './chat-list-item';
import { DeleteChatModal } from './delete-chat-modal';

/**
 * The member's conversations, newest first, with unread counts and delete: the /chats page and the
 * column beside a chat. The progress indicator shows only on the first load.
 */
export function ChatList({ activeConversation = null }: { activeConversation?: number | null }) {
  const { t } = useTranslation('chat');
  const { chats, firstLoad, error, retry } = useChatList();
  const [toDelete, setToDelete] = useState<ChatItem | null>(null);

  const confirmDelete = () => {
    if (!toDelete) return;
    const { conversation } = toDelete;
    setToDelete(null);
    void deleteChat(conversation, (key) => t('chatList.deleteFailed', { reason: t(key, { ns: 'common' }) }));
  };

  if (firstLoad) return <LoadState error={error} onRetry={retry} />;
  if (chats.length === 0) {
    return (
      <p className="text-body-secondary p-3 mb-0">
        {t('chatList.empty')} <Link to="/members">{t('chatList.browse')}</Link>
      </p>
    );
  }
  return (
    <>
      <ul className="list-group list-group-flush" aria-label={t('chatList.label')}>
        {chats.map((chat) => (
          <ChatListItem
            key={chat.conversation}
            chat={chat}
            active={chat.conversation === activeConversation}
            onDelete={setToDelete}
          />
        ))}
      </ul>
      <DeleteChatModal
        name={toDelete?.profile.name ?? null}
        onConfirm={confirmDelete}
        onClose={() => setToDelete(null)}
      />
    </>
  );
}
