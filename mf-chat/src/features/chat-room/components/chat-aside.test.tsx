import { act, cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from '@app/shared/router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { api } from '@app/shared/api';
import type * as ApiModule from '@app/shared/api';
import type { ChatItem, Profile } from '@app/shared/contract';
import { resetChats } from '@app/shared/stores/chats';
import { ChatAside } from './chat-aside';

vi.mock('@app/shared/api', async (importOriginal) => ({
  ...(await importOriginal<typeof ApiModule>()),
  api: vi.fn(),
}));

// Counts loads of the list's module, which comes with the /chats page's chunk.
const listModule = vi.hoisted(() => ({ loads: 0 }));
vi.mock('../../../common/chat-list/components/chat-list', async (importOriginal) => {
  listModule.loads += 1;
  return importOriginal();
});

const chat: ChatItem = {
  conversation: 3,
  profile: { id: 30, name: 'Robin', age: 33, main_image: null } as Profile,
  num_unread_messages: 0,
};

function screenWidth(wide: boolean) {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: wide,
    media: query,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  }));
}

async function renderAside() {
  await act(async () => {
    render(
      <MemoryRouter>
        <ChatAside activeConversation={3} />
      </MemoryRouter>,
    );
  });
}

beforeEach(() => {
  resetChats();
  vi.mocked(api).mockResolvedValue({ chats: [chat] });
});
afterEach(() => {
  cleanup();
  vi.mocked(api).mockReset();
  vi.unstubAllGlobals();
});

describe('ChatAside', () => {
  it('on a phone, where it is hidden, refreshes the chats without loading the list', async () => {
    screenWidth(false);
    await renderAside();
    expect(api).toHaveBeenCalledWith('/api/chats.php');
    expect(listModule.loads).toBe(0);
    expect(screen.queryByRole('list', { hidden: true })).toBeNull();
  });

  it('from 992 px shows the conversations beside the chat', async () => {
    screenWidth(true);
    await renderAside();
    expect(await screen.findByRole('list', { name: 'chatList.label' })).toBeTruthy();
    expect(listModule.loads).toBe(1);
    expect(api).toHaveBeenCalledTimes(1);
  });
});
