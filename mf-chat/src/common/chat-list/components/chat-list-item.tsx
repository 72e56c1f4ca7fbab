import { useTranslation } from '@app/shared/i18n/react';
import { Link } from '@app/shared/router';
import type { ChatItem } from '@app/shared/contract';
import { FictionalMark } from '@app/shared/ui/fictional-mark';
import { Avatar } from '../../avatar';
import { TrashIcon } from '@app/shared/ui/icons';
import { fullTime, listTime } from '../list-time';
import { LastMessagePreview } from './last-message-preview';

/** The open conversation's mark: a bar on its start edge. */
const ACTIVE_MARK = { boxShadow: 'inset 4px 0 0 var(--bs-primary)' };

/**
 * One conversation: photo, name and age linking to the chat, the time and start of the last message
 * (with its read mark when the member sent it), the unread count, delete.
 */
export function ChatListItem({
  chat,
  active,
  onDelete,
}: {
  chat: ChatItem;
  active: boolean;
  onDelete: (chat: ChatItem) => void;
}) {
  const { t, i18n } = useTranslation('chat');
  const { profile, num_unread_messages: unread, last_message: last } = chat;
  return (
    <li
      className={`list-group-item d-flex align-items-center gap-2 px-2 ${active ? 'bg-body-tertiary' : ''}`}
      style={active ? ACTIVE_MARK : undefined}
    >
      <Link
        to={`/chats/${chat.conversation}`}
        className="d-flex align-items-center gap-2 flex-grow-1 min-w-0 text-decoration-none text-body py-1"
        aria-current={active ? 'page' : undefined}
      >
        <Avatar profile={profile} />
        <span className="d-flex flex-column min-w-0 flex-grow-1">
          <span className="d-flex align-items-center gap-1 min-w-0">
            <span className={`text-truncate ${unread > 0 ? 'fw-bold' : ''}`}>
              {profile.name}, {profile.age}
            </span>
            <FictionalMark profile={profile} />
            {last && (
              <time
                className={`ms-auto ps-1 small flex-shrink-0 ${unread > 0 ? 'text-unread' : 'text-body-secondary'}`}
                dateTime={last.created_at}
                title={fullTime(last.created_at, i18n.language)}
              >
                {listTime(last.created_at, i18n.language)}
              </time>
            )}
          </span>
          <span className="d-flex align-items-center gap-1 min-w-0">
            {last && <LastMessagePreview last={last} own={last.sender !== profile.id} unread={unread > 0} />}
            {unread > 0 && (
              <span className="badge rounded-pill text-bg-unread ms-auto">
                <span aria-hidden="true">{unread}</span>
                <span className="visually-hidden">{t('chatList.unread', { count: unread })}</span>
              </span>
            )}
          </span>
        </span>
      </Link>
      <button
        type="button"
        className="btn btn-sm btn-link text-body-secondary p-2 flex-shrink-0"
        aria-label={t('chatList.delete', { name: profile.name })}
        title={t('chatList.delete', { name: profile.name })}
        onClick={() => onDelete(chat)}
      >
        <TrashIcon />
      </button>
    </li>
  );
}
