import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from '@app/shared/router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { api, ApiError } from '@app/shared/api';
import type * as ApiModule from '@app/shared/api';
import type { ChatItem, Profile } from '@app/shared/contract';
import { $chats, resetChats } from '@app/shared/stores/chats';
import { ChatList } from './chat-list';

vi.mock('@app/shared/api', async (importOriginal) => ({
  ...(await importOriginal<typeof ApiModule>()),
  api: vi.fn(),
}));

const chat = (conversation: number, unread = 0): ChatItem => ({
  conversation,
  profile: { id: conversation * 10, name: `Member ${conversation}`, age: 30, main_image: null } as Profile,
  num_unread_messages: unread,
});
const names = () => screen.queryAllByText(/^Member \d+, 30$/).map((name) => name.textContent);

beforeEach(() => resetChats());
afterEach(() => {
  cleanup();
  vi.mocked(api).mockReset();
  vi.unstubAllGlobals();
});

async function renderList(chats: ChatItem[]) {
  vi.mocked(api).mockResolvedValue({ chats });
  await act(async () => {
    render(
      <MemoryRouter>
        <ChatList activeConversation={2} />
      </MemoryRouter>,
    );
  });
}

describe('ChatList', () => {
  it('lists the conversations in the order of the server, newest first, with unread counts', async () => {
    await renderList([chat(2, 3), chat(1)]);
    expect(names()).toEqual(['Member 2, 30', 'Member 1, 30']);
    expect(within(screen.getAllByRole('link')[0]!).getByText('3')).toBeTruthy();
    expect(within(screen.getAllByRole('link')[1]!).queryByText('chatList.unread')).toBeNull();
    expect(screen.getAllByRole('link')[0]!.getAttribute('aria-current')).toBe('page');
  });

  it('shows the progress indicator only on the first load', async () => {
    vi.mocked(api).mockReturnValue(new Promise(() => undefined));
    render(
      <MemoryRouter>
        <ChatList />
      </MemoryRouter>,
    );
    expect(screen.getByRole('status')).toBeTruthy();
    cleanup();
    $chats.set({ ...$chats.get(), chats: [chat(1)], loaded: true });
    render(
      <MemoryRouter>
        <ChatList />
      </MemoryRouter>,
    );
    expect(screen.queryByRole('status')).toBeNull();
    expect(names()).toEqual(['Member 1, 30']);
  });

  it('removes a deleted chat at once, and brings it back with an alert when the server refuses', async () => {
    await renderList([chat(2), chat(1)]);
    const alert = vi.fn();
    vi.stubGlobal('alert', alert);
    vi.mocked(api)
      .mockRejectedValueOnce(new ApiError(500, 'internal_error'))
      .mockResolvedValueOnce({ chats: [chat(2), chat(1)] });
    fireEvent.click(screen.getAllByRole('button', { name: 'chatList.delete' })[1]!);
    const dialog = screen.getByRole('dialog', { hidden: true });
    await act(async () =>
      fireEvent.click(within(dialog).getByRole('button', { name: 'chatList.deleteConfirm', hidden: true })),
    );
    expect(api).toHaveBeenCalledWith('/api/chat.php', { method: 'DELETE', body: { conversation: 1 } });
    expect(alert).toHaveBeenCalledWith('chatList.deleteFailed');
    expect(names()).toEqual(['Member 2, 30', 'Member 1, 30']);
  });
});
