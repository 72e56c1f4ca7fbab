import { lazy, Suspense, useEffect, useId } from 'react';
import { useTranslation } from '@app/shared/i18n/react';
import { loadChats } from '@app/shared/stores/chats';
import { LoadState } from '@app/shared/ui/load-state';
import { ASIDE_MEDIA, asideStyle } from '../../../common/layout-styles';
import { useMedia } from '../../../common/use-media';

// The list comes with the /chats page's chunk, and only where it shows: a phone's first visit of a chat
// does not download it (ADR 0019), and /chats needs one chunk instead of two.
const ChatList = lazy(() =>
  import(/* webpackChunkName: "page-chats" */ '../../../common/chat-list/components/chat-list').then((module) => ({
    default: module.ChatList,
  })),
);

/** The conversation list beside the chat, hidden under 992 px. */
export function ChatAside({ activeConversation }: { activeConversation: number | null }) {
  const { t } = useTranslation('chat');
  const headingId = useId();
  const shown = useMedia(ASIDE_MEDIA);

  // The list refreshes when a chat screen opens, also where it is hidden (the navigation's unread badge).
  useEffect(() => {
    if (!globalThis.matchMedia?.(ASIDE_MEDIA).matches) loadChats().catch(() => undefined);
  }, []);

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
        {shown && (
          <Suspense fallback={<LoadState />}>
            <ChatList activeConversation={activeConversation} />
          </Suspense>
        )}
      </div>
    </aside>
  );
}
