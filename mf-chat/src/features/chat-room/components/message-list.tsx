import { useLayoutEffect, useRef, type ReactNode } from 'react';
import { useTranslation } from '@app/shared/i18n/react';
import { dayLabel, groupByDay } from '../day-groups';
import type { TimelineItem } from '../timeline';
import { MessageBubble } from './message-bubble';

/** Closer than this to an edge counts as at the edge, in px. */
const EDGE_PX = 80;

export interface MessageListProps {
  items: TimelineItem[];
  hasMore: boolean;
  loadingOlder: boolean;
  onLoadOlder: () => void;
  /** Below the messages: the typing indicator. */
  footer?: ReactNode;
  /** Instead of the messages when there are none. */
  empty?: ReactNode;
}

/**
 * The conversation, oldest first, with day separators and times. Scrolling up loads older messages
 * (keeping the view where it was); a new message keeps the view at the bottom when it was there or
 * when it is the member's own.
 */
export function MessageList({ items, hasMore, loadingOlder, onLoadOlder, footer, empty }: MessageListProps) {
  const { t, i18n } = useTranslation('chat');
  const ref = useRef<HTMLDivElement>(null);
  const atBottom = useRef(true);
  const heightBeforeOlder = useRef<number | null>(null);
  const firstKey = items[0]?.key;
  const last = items.at(-1);

  const toBottom = () => {
    const list = ref.current;
    if (list) list.scrollTop = list.scrollHeight;
  };

  useLayoutEffect(() => {
    const list = ref.current;
    if (list && heightBeforeOlder.current !== null) {
      list.scrollTop += list.scrollHeight - heightBeforeOlder.current;
      heightBeforeOlder.current = null;
    }
  }, [firstKey]);

  useLayoutEffect(() => {
    if (atBottom.current || last?.own) toBottom();
  }, [last?.key, last?.own, footer]);

  const loadOlder = () => {
    if (!hasMore || loadingOlder) return;
    heightBeforeOlder.current = ref.current?.scrollHeight ?? null;
    onLoadOlder();
  };

  const onScroll = () => {
    const list = ref.current;
    if (!list) return;
    atBottom.current = list.scrollHeight - list.scrollTop - list.clientHeight < EDGE_PX;
    if (list.scrollTop < EDGE_PX) loadOlder();
  };

  const time = new Intl.DateTimeFormat(i18n.language, { hour: '2-digit', minute: '2-digit' });
  return (
    <div
      ref={ref}
      className="flex-grow-1 overflow-auto px-2 px-sm-3 py-2"
      role="log"
      aria-label={t('chatRoom.messages')}
      // oxlint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrolling region must be reachable by keyboard
      tabIndex={0}
      onScroll={onScroll}
      onLoadCapture={() => atBottom.current && toBottom()}
    >
      {hasMore && (
        <div className="text-center my-2">
          <button
            type="button"
            className="btn btn-sm btn-outline-secondary text-body"
            onClick={loadOlder}
            disabled={loadingOlder}
          >
            {loadingOlder ? t('loading', { ns: 'common' }) : t('chatRoom.older')}
          </button>
        </div>
      )}
      {items.length === 0 && empty}
      {groupByDay(items).map((group) => (
        <section key={group.day} aria-label={dayLabel(group.day, i18n.language)}>
          <p className="text-center small text-body-secondary my-2" aria-hidden="true">
            <span className="bg-body-tertiary rounded-pill px-2 py-1">{dayLabel(group.day, i18n.language)}</span>
          </p>
          <ol className="list-unstyled mb-0">
            {group.items.map((item) => (
              <MessageBubble key={item.key} item={item} time={time.format(new Date(item.message.created_at))} />
            ))}
          </ol>
        </section>
      ))}
      {footer}
    </div>
  );
}
