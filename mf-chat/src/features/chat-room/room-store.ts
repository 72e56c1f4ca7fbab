import { map, type MapStore } from 'nanostores';
import { errorMessageKey } from '@app/shared/api';
import { $user } from '@app/shared/stores/user';
import type {
  ChatBlocker,
  LiveEvent,
  Message,
  MessagePrice,
  Profile,
  Receipt,
  SendMessageResponse,
} from '@app/shared/contract';
import { getChat, type ChatTarget } from './api/get-chat';
import { getOlderMessages } from './api/get-messages';
import { mergeMessages } from './timeline';

export interface RoomState {
  status: 'loading' | 'ready' | 'error';
  /** Why the chat could not be loaded (a `common` key). */
  error: string | null;
  /** Null until the two members have written (a chat opened from a profile). */
  conversation: number | null;
  profile: Profile | null;
  messages: Message[];
  hasMore: boolean;
  loadingOlder: boolean;
  receipt: Receipt | null;
  price: MessagePrice | null;
  blocker: ChatBlocker | null;
}

export interface Room {
  $room: MapStore<RoomState>;
  load: () => Promise<void>;
  loadOlder: () => Promise<void>;
  /** Applies a live event; answers the message when it is a new one from the other member. */
  applyLive: (event: LiveEvent) => Message | null;
  /** A send the server confirmed: its message, and the price of the next one. */
  applyConfirmed: (answer: SendMessageResponse) => void;
}

const INITIAL: RoomState = {
  status: 'loading',
  error: null,
  conversation: null,
  profile: null,
  messages: [],
  hasMore: false,
  loadingOlder: false,
  receipt: null,
  price: null,
  blocker: null,
};

/** One chat page's conversation: its messages (loaded, older pages, live), receipt, price and blocker. */
export function createRoom(target: ChatTarget, ownProfileId: number): Room {
  const $room = map<RoomState>({ ...INITIAL });

  const isThisChat = (message: Message, profileId: number) => {
    const { conversation, profile } = $room.get();
    if (conversation !== null) return message.conversation === conversation;
    return profileId === profile?.id;
  };

  const addMessages = (messages: Message[], conversation: number) => {
    const state = $room.get();
    $room.set({ ...state, conversation, messages: mergeMessages(state.messages, messages) });
  };

  return {
    $room,
    async load() {
      $room.set({ ...$room.get(), status: 'loading', error: null });
      try {
        const chat = await getChat(target);
        $room.set({
          ...INITIAL,
          status: 'ready',
          conversation: chat.conversation,
          profile: chat.profile,
          messages: mergeMessages([], chat.messages),
          hasMore: chat.has_more,
          receipt: chat.receipt,
          price: chat.price,
          blocker: chat.blocker,
        });
      } catch (error) {
        $room.set({ ...$room.get(), status: 'error', error: errorMessageKey(error) });
      }
    },
    async loadOlder() {
      const { conversation, messages, hasMore, loadingOlder } = $room.get();
      if (!conversation || !hasMore || loadingOlder || messages.length === 0) return;
      $room.setKey('loadingOlder', true);
      try {
        const older = await getOlderMessages(conversation, messages[0]!.id);
        const state = $room.get();
        $room.set({ ...state, messages: mergeMessages(state.messages, older.messages), hasMore: older.has_more });
      } finally {
        $room.setKey('loadingOlder', false);
      }
    },
    applyLive(event) {
      if (event.type === 'receipt' && event.receipt.conversation === $room.get().conversation) {
        $room.setKey('receipt', event.receipt);
      }
      if (event.type !== 'message' || !isThisChat(event.message, event.chat.profile.id)) return null;
      const known = $room.get().messages.some((message) => message.id === event.message.id);
      addMessages([event.message], event.message.conversation);
      const received = event.message.sender !== ownProfileId;
      // Spec section 1: an unconfirmed member cannot reply; the server refuses it, the page says so at once.
      if (received && $user.get()?.status === 'not_confirmed') $room.setKey('blocker', 'email_unconfirmed');
      return !known && received ? event.message : null;
    },
    applyConfirmed(answer) {
      $room.setKey('price', answer.price);
      addMessages([answer.message], answer.message.conversation);
    },
  };
}
