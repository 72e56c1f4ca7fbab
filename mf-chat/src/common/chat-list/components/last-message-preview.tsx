import { useTranslation } from '@app/shared/i18n/react';
import type { ChatLastMessage } from '@app/shared/contract';

type OwnState = 'sent' | 'delivered' | 'read';

/** The same marks as beside a message in the chat. */
const STATE_MARK: Record<OwnState, string> = { sent: '✓', delivered: '✓✓', read: '✓✓' };

const ownState = (last: ChatLastMessage): OwnState => (last.read ? 'read' : last.delivered ? 'delivered' : 'sent');

/**
 * A conversation's last message under the name: the start of a text, "Photo" or the gift, "You: …"
 * before the member's own with whether the other member received and read it; theirs in bold while unread.
 */
export function LastMessagePreview({ last, own, unread }: { last: ChatLastMessage; own: boolean; unread: boolean }) {
  const { t } = useTranslation('chat');
  const content =
    last.kind === 'photo'
      ? t('chatList.photo')
      : last.kind === 'gift'
        ? last.gift_name
          ? t('chatList.giftNamed', { name: last.gift_name })
          : t('chatList.gift')
        : (last.text ?? '');
  const state = own ? ownState(last) : null;
  return (
    <span className={`d-flex align-items-center gap-1 min-w-0 small ${unread ? 'fw-bold' : 'text-body-secondary'}`}>
      {state && (
        <span className={`flex-shrink-0 ${state === 'read' ? 'text-unread' : ''}`} data-state={state}>
          <span aria-hidden="true">{STATE_MARK[state]}</span>
          <span className="visually-hidden">{t(`chatList.state.${state}`)}</span>
        </span>
      )}
      <span className="text-truncate" data-testid="last-message">
        {own ? t('chatList.you', { text: content }) : content}
      </span>
    </span>
  );
}
