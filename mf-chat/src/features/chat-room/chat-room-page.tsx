import { useState } from 'react';
import { useLocation, useParams } from '@app/shared/router';
import { useTranslation } from '@app/shared/i18n/react';
import { LoadState } from '@app/shared/ui/load-state';
import { pageStyle } from '../../common/layout-styles';
import { ChatAside } from './components/chat-aside';
import { ChatRoom } from './components/chat-room';
import { chatTarget } from './chat-target';

/**
 * /chats/{id} and /members/{id}/chat: the chat in the bare chat layout, with the conversation list
 * beside it from 992 px (after the chat in the document, so the chat's h1 comes first; shown left).
 */
export function ChatRoomPage() {
  const { t } = useTranslation('chat');
  const { id } = useParams();
  const { pathname, search } = useLocation();
  const target = chatTarget(pathname, id);
  // The conversation shown, also when the address names the member (/members/{id}/chat).
  const [conversation, setConversation] = useState<number | null>(null);
  return (
    <div className="d-flex bg-body" style={pageStyle}>
      <div className="d-flex flex-column flex-grow-1" style={{ minWidth: 0 }}>
        {target ? (
          <ChatRoom
            key={pathname}
            target={target}
            openGifts={new URLSearchParams(search).has('gift')}
            onConversation={setConversation}
          />
        ) : (
          <div className="p-3">
            <h1 className="h5">{t('chatRoom.title')}</h1>
            <LoadState error="errors.not_found" />
          </div>
        )}
      </div>
      <ChatAside activeConversation={conversation} />
    </div>
  );
}
