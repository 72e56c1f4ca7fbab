import { useTranslation } from '@app/shared/i18n/react';
import { Link } from '@app/shared/router';
import { BackIcon } from '@app/shared/ui/icons';
import { ChatList } from '../../common/chat-list/components/chat-list';
import { pageStyle } from '../../common/layout-styles';

/** The list reads best as one column, also on a wide screen. */
const COLUMN = { maxWidth: '40rem' };

/** /chats: the member's conversations, newest first, with unread counts and delete. */
export function ChatListPage() {
  const { t } = useTranslation('chat');
  return (
    <div className="d-flex flex-column bg-body" style={pageStyle}>
      <header className="border-bottom">
        <div className="d-flex align-items-center gap-2 px-2 py-2 mx-auto" style={COLUMN}>
          <Link to="/members" className="btn btn-link text-body p-2" aria-label={t('chatList.toMembers')}>
            <BackIcon />
          </Link>
          <h1 className="h5 mb-0">{t('chatList.title')}</h1>
        </div>
      </header>
      <div className="flex-grow-1 overflow-auto">
        <div className="mx-auto" style={COLUMN}>
          <ChatList />
        </div>
      </div>
    </div>
  );
}
