import { useTranslation } from '@app/shared/i18n/react';
import { Link } from '@app/shared/router';
import { useCreditsPath } from '../../../common/use-credits-path';
import { retryMessage, discardMessage } from '../outbox/outbox-store';
import type { TimelineItem } from '../timeline';
import { bubbleStyle } from '../../../common/layout-styles';
import { MessageContent } from './message-content';

const STATE_MARK: Record<string, string> = { sending: '◷', sent: '✓', delivered: '✓✓', read: '✓✓', failed: '!' };

/** A photo stands on its own; text and gifts sit in a coloured bubble, own ones in the primary colour. */
function bubbleLook({ own, message }: TimelineItem): string {
  if (message.kind === 'photo') return 'p-0';
  return `px-3 py-2 ${own ? 'bg-primary text-white' : 'bg-body-secondary text-body'}`;
}

/** Why a send failed, with what to do: buy credits, or try again / drop it. */
function FailedActions({ item }: { item: TimelineItem }) {
  const { t } = useTranslation('chat');
  const creditsPath = useCreditsPath();
  const entry = item.pending!;
  const toCredits = entry.error === 'insufficient_credits' || entry.error === 'premium_only';
  return (
    <div className="small text-danger text-end mt-1" role="alert">
      <span>{t(`errors.${entry.error ?? 'generic'}`, { ns: 'common' })}</span>{' '}
      {toCredits && (
        <Link to={creditsPath} className="link-danger fw-semibold">
          {t('chatRoom.toCredits')}
        </Link>
      )}
      <span className="d-inline-flex gap-2 ms-2">
        <button
          type="button"
          className="btn btn-link btn-sm link-danger p-0"
          onClick={() => retryMessage(entry.clientKey)}
        >
          {t('chatRoom.retry')}
        </button>
        <button
          type="button"
          className="btn btn-link btn-sm link-dark p-0"
          onClick={() => discardMessage(entry.clientKey)}
        >
          {t('chatRoom.discard')}
        </button>
      </span>
    </div>
  );
}

/** One message: own ones on the right with their delivery state, the other member's on the left. */
export function MessageBubble({ item, time }: { item: TimelineItem; time: string }) {
  const { t } = useTranslation('chat');
  const { own, state } = item;
  return (
    <li className={`d-flex flex-column mb-2 ${own ? 'align-items-end' : 'align-items-start'}`} data-testid="message">
      <div
        className={`rounded-3 ${bubbleLook(item)} ${state === 'failed' ? 'border border-2 border-danger' : ''}`}
        style={bubbleStyle}
      >
        <MessageContent message={item.message} />
      </div>
      <div className="small text-body-secondary d-flex gap-1 mt-1">
        <time dateTime={item.message.created_at}>{time}</time>
        {state && (
          <span className={state === 'read' ? 'text-unread' : ''} data-state={state}>
            <span aria-hidden="true">{STATE_MARK[state]}</span>
            <span className="visually-hidden">{t(`chatRoom.state.${state}`)}</span>
          </span>
        )}
      </div>
      {state === 'failed' && <FailedActions item={item} />}
    </li>
  );
}
