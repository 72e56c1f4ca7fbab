import { useEffect, useMemo, useRef } from 'react';
import { useStore } from '@nanostores/react';
import { useNavigate } from '@app/shared/router';
import { applyChatMessage, markChatRead, setOpenConversation } from '@app/shared/stores/chats';
import { sendLive, subscribeLive } from '@app/shared/stores/live';
import { $user } from '@app/shared/stores/user';
import { onMessageConfirmed, startOutbox } from './outbox/outbox-store';
import { readChat } from './api/read-chat';
import type { ChatTarget } from './api/get-chat';
import { createRoom, type Room, type RoomState } from './room-store';
import { latestIncoming } from './timeline';

/** Tells the server the newest message arrived here (a delivery receipt for the sender). */
function sendReceived(conversation: number, messageId: number): void {
  sendLive({ type: 'received', conversation, message_id: messageId });
}

function isVisible(): boolean {
  return document.visibilityState !== 'hidden';
}

/**
 * Marks the conversation read (POST /api/chat-read.php, unread 0 everywhere) whenever the page is
 * visible and the other member's newest message is newer than the last one marked.
 */
function useMarkRead(state: RoomState, ownProfileId: number): void {
  const readUpTo = useRef(0);
  const { conversation, messages } = state;
  useEffect(() => {
    if (!conversation) return undefined;
    setOpenConversation(conversation);
    const markIfVisible = () => {
      const latest = latestIncoming(messages, ownProfileId);
      if (!isVisible() || !latest || latest.id <= readUpTo.current) return;
      readUpTo.current = latest.id;
      markChatRead(conversation);
      void readChat(conversation, latest.id).catch(() => {
        readUpTo.current = 0;
      });
    };
    markIfVisible();
    document.addEventListener('visibilitychange', markIfVisible);
    return () => document.removeEventListener('visibilitychange', markIfVisible);
  }, [conversation, messages, ownProfileId]);

  useEffect(() => () => setOpenConversation(null), []);
}

/**
 * A chat page's conversation, kept live: loaded on open, messages and receipts from live events
 * (with a delivery receipt for each message that arrives), confirmed sends from the outbox, the chat
 * moved to the top of the list, marked read while visible.
 */
export function useChatRoom(target: ChatTarget): { room: Room; state: RoomState; ownProfileId: number } {
  const user = useStore($user);
  const ownProfileId = user?.profile.id ?? 0;
  const navigate = useNavigate();
  const key = JSON.stringify(target);
  // One room per conversation shown; `key` stands for the target object.
  // oxlint-disable-next-line react-hooks/exhaustive-deps
  const room = useMemo(() => createRoom(target, ownProfileId), [key, ownProfileId]);
  const state = useStore(room.$room);

  useEffect(() => {
    if (ownProfileId) startOutbox(ownProfileId);
  }, [ownProfileId]);

  useEffect(() => {
    void room.load().then(() => {
      const { conversation, messages } = room.$room.get();
      const latest = latestIncoming(messages, ownProfileId);
      if (conversation && latest) sendReceived(conversation, latest.id);
    });
    const stopLive = subscribeLive((event) => {
      if (event.type === 'chat_deleted' && event.conversation === room.$room.get().conversation) {
        void navigate('/chats', { replace: true });
        return;
      }
      const arrived = room.applyLive(event);
      if (arrived) sendReceived(arrived.conversation, arrived.id);
    });
    const stopConfirmed = onMessageConfirmed((entry, answer) => {
      const { profile } = room.$room.get();
      if (!profile || entry.request.profile_id !== profile.id) return;
      room.applyConfirmed(answer);
      applyChatMessage({ conversation: answer.message.conversation, profile, num_unread_messages: 0 }, answer.message);
      const current = $user.get();
      if (current) $user.set({ ...current, credits: answer.credits });
    });
    return () => {
      stopLive();
      stopConfirmed();
    };
  }, [room, ownProfileId, navigate]);

  useMarkRead(state, ownProfileId);
  return { room, state, ownProfileId };
}
