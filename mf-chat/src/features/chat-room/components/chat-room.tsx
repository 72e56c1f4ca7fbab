import { useEffect, useRef, useState } from 'react';
import { useStore } from '@nanostores/react';
import { useTranslation } from '@app/shared/i18n/react';
import type { Gift } from '@app/shared/contract';
import { Link } from '@app/shared/router';
import { LoadState } from '@app/shared/ui/load-state';
import { Composer } from '../composer/composer';
import { GiftModal } from '../gifts/gift-modal';
import { IcebreakerModal } from '../icebreakers/icebreaker-modal';
import { $outbox, sendMessage } from '../outbox/outbox-store';
import { PaidSendHost } from '../paid-send/paid-send-host';
import { confirmPaidSend } from '../paid-send/paid-send-store';
import type { ChatTarget } from '../api/get-chat';
import { timeline } from '../timeline';
import { useChatRoom } from '../use-chat-room';
import { useTyping } from '../use-typing';
import { BlockerBanner } from './blocker-banner';
import { EmptyChat } from './empty-chat';
import { MessageList } from './message-list';
import { TopBar } from './top-bar';
import { TypingIndicator } from './typing-indicator';

type Overlay = 'gifts' | 'icebreakers' | null;

/** One conversation: top bar, messages, typing, and the composer or why the member cannot write. */
export function ChatRoom({
  target,
  openGifts,
  onConversation,
}: {
  target: ChatTarget;
  /** Open the gift picker on arrival (the profile's gift button: `?gift=1`). */
  openGifts: boolean;
  /** Tells the page which conversation is shown, for the list beside it. */
  onConversation: (conversation: number | null) => void;
}) {
  const { t } = useTranslation('chat');
  const { room, state, ownProfileId } = useChatRoom(target);
  const outbox = useStore($outbox);
  const { profile, conversation, price } = state;
  // Too few credits do not take the composer away: it says so, and keeps the text for after buying.
  const blocker = state.blocker === 'insufficient_credits' ? null : state.blocker;
  const { typing, onTyping } = useTyping(conversation, profile?.id ?? null);
  useEffect(() => onConversation(conversation), [conversation, onConversation]);
  const [draft, setDraft] = useState('');
  const [overlay, setOverlay] = useState<Overlay>(null);
  const textarea = useRef<HTMLTextAreaElement>(null);
  const items = profile ? timeline(state.messages, outbox, state.receipt, ownProfileId, profile.id) : [];
  const ready = state.status === 'ready' && profile !== null;

  // On arrival: the gift picker when the profile asked for it (?gift=1), set once, while rendering,
  // when the conversation has loaded. The openers open only when the member asks for them.
  const [arrived, setArrived] = useState(false);
  if (ready && !arrived) {
    setArrived(true);
    if (!blocker && openGifts) setOverlay('gifts');
  }

  // One gift per pick: a second click while the first waits for the member's setting does nothing.
  const giving = useRef(false);
  const sendGift = async (gift: Gift) => {
    if (!profile || giving.current) return;
    giving.current = true;
    // Cancel leaves the picker open.
    const send = await confirmPaidSend('gift', gift.credits).finally(() => {
      giving.current = false;
    });
    if (!send) return;
    sendMessage({ kind: 'gift', profile_id: profile.id, gift: gift.key }, { gift });
    setOverlay(null);
  };

  const pickOpener = (text: string) => {
    setDraft(text);
    setOverlay(null);
    requestAnimationFrame(() => textarea.current?.focus());
  };

  return (
    <>
      <h1 className="visually-hidden">
        {profile ? t('chatRoom.titleWith', { name: profile.name }) : t('chatRoom.title')}
      </h1>
      <TopBar profile={profile} />
      {!ready ? (
        <div className="flex-grow-1 p-3">
          {state.error === 'errors.not_found' ? (
            <div role="alert" className="alert alert-secondary d-flex flex-wrap align-items-center gap-2">
              <span className="me-auto">{t('chatRoom.notFound')}</span>
              <Link to="/chats" className="btn btn-sm btn-outline-dark">
                {t('chatRoom.back')}
              </Link>
            </div>
          ) : (
            <LoadState error={state.error} onRetry={() => void room.load()} />
          )}
        </div>
      ) : (
        <>
          <MessageList
            items={items}
            hasMore={state.hasMore}
            loadingOlder={state.loadingOlder}
            onLoadOlder={() => void room.loadOlder().catch(() => undefined)}
            empty={<EmptyChat name={profile.name} canWrite={!blocker} onOpeners={() => setOverlay('icebreakers')} />}
            footer={<TypingIndicator name={profile.name} visible={typing} />}
          />
          {blocker && <BlockerBanner blocker={blocker} />}
          {!blocker && price && (
            <Composer
              profileId={profile.id}
              price={price}
              draft={draft}
              onDraftChange={setDraft}
              onTyping={onTyping}
              onOpenGifts={() => setOverlay('gifts')}
              textareaRef={textarea}
            />
          )}
          <GiftModal
            open={overlay === 'gifts'}
            name={profile.name}
            onPick={(gift) => void sendGift(gift)}
            onClose={() => setOverlay(null)}
          />
          <IcebreakerModal
            open={overlay === 'icebreakers'}
            name={profile.name}
            profile={profile}
            onPick={pickOpener}
            onClose={() => setOverlay(null)}
          />
          <PaidSendHost />
        </>
      )}
    </>
  );
}
