import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { api, ApiError } from '@app/shared/api';
import type * as ApiModule from '@app/shared/api';
import type { ChatItem, Profile } from '@app/shared/contract';
import { $chats, applyChatMessage, markChatRead, resetChats, setOpenConversation } from '@app/shared/stores/chats';
import { deleteChat } from './chats-actions';

vi.mock('@app/shared/api', async (importOriginal) => ({
  ...(await importOriginal<typeof ApiModule>()),
  api: vi.fn(),
}));

const chat = (conversation: number, unread = 0): ChatItem => ({
  conversation,
  profile: { id: conversation * 10, name: `P${conversation}` } as Profile,
  num_unread_messages: unread,
});
const order = () => $chats.get().chats.map((item) => item.conversation);

beforeEach(() => {
  resetChats();
  $chats.set({ ...$chats.get(), chats: [chat(1, 2), chat(2), chat(3, 1)], totalUnreadMessages: 3, loaded: true });
});
afterEach(() => {
  vi.mocked(api).mockReset();
  vi.restoreAllMocks();
});

describe('chat list order', () => {
  it('puts the chat with a new message first, once', () => {
    applyChatMessage(chat(3, 2));
    expect(order()).toEqual([3, 1, 2]);
    applyChatMessage(chat(4, 1));
    expect(order()).toEqual([4, 3, 1, 2]);
    expect($chats.get().totalUnreadMessages).toBe(5);
  });

  it('keeps the open chat at 0 unread when its message arrives', () => {
    setOpenConversation(2);
    applyChatMessage(chat(2, 1));
    expect($chats.get().chats[0]).toMatchObject({ conversation: 2, num_unread_messages: 0 });
    setOpenConversation(null);
  });

  it('sets the unread count of an opened chat to 0 in the list and the total', () => {
    markChatRead(1);
    expect($chats.get().chats[0]!.num_unread_messages).toBe(0);
    expect($chats.get().totalUnreadMessages).toBe(1);
  });
});

describe('deleteChat', () => {
  it('removes the chat at once and keeps it removed when the server agrees', async () => {
    vi.mocked(api).mockResolvedValue({});
    const pending = deleteChat(2, (key) => key);
    expect(order()).toEqual([1, 3]);
    await pending;
    expect(api).toHaveBeenCalledWith('/api/chat.php', { method: 'DELETE', body: { conversation: 2 } });
    expect(order()).toEqual([1, 3]);
  });

  it('alerts the error and reloads the list when the server refuses', async () => {
    const alert = vi.fn();
    vi.stubGlobal('alert', alert);
    vi.mocked(api)
      .mockRejectedValueOnce(new ApiError(500, 'internal_error'))
      .mockResolvedValueOnce({ chats: [chat(1, 2), chat(2), chat(3, 1)] });
    await deleteChat(2, (key) => `text of ${key}`);
    expect(alert).toHaveBeenCalledWith('text of errors.internal_error');
    expect(api).toHaveBeenLastCalledWith('/api/chats.php');
    expect(order()).toEqual([1, 2, 3]);
    vi.unstubAllGlobals();
  });
});
