import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from '@app/shared/router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { api } from '@app/shared/api';
import type * as ApiModule from '@app/shared/api';
import type { ChatResponse, Message, Profile, User } from '@app/shared/contract';
import { emitLive, setLiveSender } from '@app/shared/stores/live';
import { $user } from '@app/shared/stores/user';
import { $gifts } from '../gifts/gifts-store';
import { $outbox, sendMessage, stopOutbox } from '../outbox/outbox-store';
import { $askSetting } from '../paid-send/api/get-spending-limit';
import { ChatRoom } from './chat-room';

vi.mock('@app/shared/api', async (importOriginal) => ({
  ...(await importOriginal<typeof ApiModule>()),
  api: vi.fn(),
}));

const ME = 1;
const THEM = 2;
const them = { id: THEM, name: 'Robin', age: 33, main_image: null, fictional: false } as Profile;

function message(id: number, sender: number, body: string, clientKey: string | null = null): Message {
  const created_at = new Date(2026, 10, 22, 10, id).toISOString();
  return {
    id,
    conversation: 9,
    sender,
    kind: 'text',
    body,
    photo: null,
    gift: null,
    credits: 0,
    created_at,
    client_key: clientKey,
  };
}

function chat(overrides: Partial<ChatResponse> = {}): ChatResponse {
  return {
    conversation: 9,
    profile: them,
    messages: [message(1, ME, 'Hi'), message(2, THEM, 'Hello you')],
    has_more: false,
    receipt: { conversation: 9, delivered_up_to: 1, read_up_to: 0 },
    price: { text: 1, photo: 2, gift: 3, minimum_cost: null, free_messages_left: 0 },
    blocker: null,
    ...overrides,
  };
}

const live = vi.fn(() => true);
const rose = { id: 1, key: 'rose', name: 'Rose', image: 'gifts/rose.svg', credits: 3 };

async function renderRoom(answer: ChatResponse, { openGifts = false, askBeforePaid = false } = {}) {
  vi.mocked(api).mockImplementation(async (path) => {
    if (path === '/api/chat.php') return answer;
    if (path === '/api/message.php') return new Promise(() => undefined);
    if (path === '/api/gifts.php') return { gifts: [rose] };
    if (path === '/api/spending-limit.php') return { spending_limit: { ask_before_paid_message: askBeforePaid } };
    return {};
  });
  const router = createMemoryRouter(
    [
      {
        path: '*',
        element: <ChatRoom target={{ conversation: 9 }} openGifts={openGifts} onConversation={() => undefined} />,
      },
    ],
    { initialEntries: ['/chats/9'] },
  );
  await act(async () => {
    render(<RouterProvider router={router} />);
  });
}

beforeEach(() => {
  localStorage.clear();
  $user.set({ credits: 5, paid_user: true, profile: { id: ME } } as User);
  setLiveSender(live);
});
afterEach(() => {
  cleanup();
  stopOutbox();
  setLiveSender(null);
  vi.mocked(api).mockReset();
  live.mockClear();
  $user.set(undefined);
  $gifts.set(null);
  $askSetting.set(null);
});

// Without an i18next instance the texts are their keys.
describe('ChatRoom', () => {
  it('shows the messages with the delivery state of own ones, and marks the chat read and received', async () => {
    await renderRoom(chat());
    expect(screen.getByText('Hi')).toBeTruthy();
    expect(screen.getByText('Hello you')).toBeTruthy();
    expect(document.querySelector('[data-state]')?.getAttribute('data-state')).toBe('delivered');
    expect(api).toHaveBeenCalledWith('/api/chat-read.php', {
      method: 'POST',
      body: { conversation: 9, message_id: 2 },
    });
    expect(live).toHaveBeenCalledWith({ type: 'received', conversation: 9, message_id: 2 });
  });

  it('adds a message that arrives live, says it was received, and follows receipts', async () => {
    await renderRoom(chat());
    await act(async () =>
      emitLive({
        type: 'message',
        message: message(3, THEM, 'Are you there?'),
        chat: { conversation: 9, profile: them, num_unread_messages: 1 },
      }),
    );
    expect(screen.getByText('Are you there?')).toBeTruthy();
    expect(live).toHaveBeenCalledWith({ type: 'received', conversation: 9, message_id: 3 });
    await act(async () =>
      emitLive({ type: 'receipt', receipt: { conversation: 9, delivered_up_to: 3, read_up_to: 3 } }),
    );
    expect(document.querySelector('[data-state]')?.getAttribute('data-state')).toBe('read');
  });

  it('shows a pending message once, also when its live event comes before the answer', async () => {
    await renderRoom(chat());
    let key = '';
    await act(async () => {
      key = sendMessage({ kind: 'text', profile_id: THEM, body: 'On its way' });
    });
    expect(screen.getAllByText('On its way')).toHaveLength(1);
    expect(document.querySelectorAll('[data-state="sending"]')).toHaveLength(1);
    await act(async () =>
      emitLive({
        type: 'message',
        message: message(4, ME, 'On its way', key),
        chat: { conversation: 9, profile: them, num_unread_messages: 0 },
      }),
    );
    expect(screen.getAllByText('On its way')).toHaveLength(1);
    expect($outbox.get()).toHaveLength(1);
  });

  it('shows why the member cannot write instead of the composer', async () => {
    await renderRoom(chat({ blocker: 'email_unconfirmed' }));
    expect(screen.getByTestId('chat-blocker').textContent).toContain('chatRoom.blocker.email_unconfirmed');
    expect(screen.queryByRole('textbox')).toBeNull();
  });

  it('asks an unconfirmed member to confirm as soon as a reply arrives live', async () => {
    $user.set({ credits: 0, paid_user: false, status: 'not_confirmed', profile: { id: ME } } as User);
    await renderRoom(chat({ messages: [message(1, ME, 'Hi')], receipt: null }));
    expect(screen.queryByTestId('chat-blocker')).toBeNull();
    await act(async () =>
      emitLive({
        type: 'message',
        message: message(2, THEM, 'Welcome!'),
        chat: { conversation: 9, profile: them, num_unread_messages: 1 },
      }),
    );
    expect(screen.getByTestId('chat-blocker').textContent).toContain('chatRoom.blocker.email_unconfirmed');
  });

  it('keeps the composer when the free messages are used up, with "Buy credits" to /credits and back', async () => {
    $user.set({ credits: 0, paid_user: false, profile: { id: ME } } as User);
    await renderRoom(chat({ blocker: 'insufficient_credits' }));
    expect(screen.queryByTestId('chat-blocker')).toBeNull();
    expect(screen.getByRole('textbox')).toBeTruthy();
    expect(screen.getByTestId('price').textContent).toContain('composer.notEnough');
    expect(screen.getByRole('link', { name: 'composer.buyCredits' }).getAttribute('href')).toBe(
      '/credits?return=%2Fchats%2F9',
    );
  });

  it('opens the openers of a new chat only when the member asks for them', async () => {
    await renderRoom(chat({ conversation: null, messages: [], receipt: null }));
    expect(screen.queryByRole('dialog')).toBeNull();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'icebreakers.open' })));
    const openers = screen.getByRole('dialog', { name: 'icebreakers.title' });
    // Robin has no photo: no line about one.
    const lines = within(openers).getAllByRole('button', { name: /^icebreakers\.openers\./ });
    expect(lines.map((line) => line.textContent)).not.toContain('icebreakers.openers.photo');
    await act(async () => fireEvent.click(within(openers).getByRole('button', { name: 'icebreakers.openers.travel' })));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect((screen.getByRole('textbox') as HTMLTextAreaElement).value).toBe('icebreakers.openers.travel');
  });

  it('asks before a gift when the member wants to be asked: Cancel goes back to the picker, Send sends it once', async () => {
    await renderRoom(chat(), { openGifts: true, askBeforePaid: true });
    const picker = await screen.findByRole('dialog', { name: 'gifts.title' });
    await act(async () => fireEvent.click(within(picker).getByRole('button', { name: /Rose/ })));
    const question = await screen.findByRole('dialog', { name: 'paidSend.title.gift' });
    await act(async () => fireEvent.click(within(question).getByRole('button', { name: 'paidSend.cancel' })));
    expect(screen.queryByRole('dialog', { name: 'paidSend.title.gift' })).toBeNull();
    expect(screen.getByRole('dialog', { name: 'gifts.title' })).toBeTruthy();
    expect($outbox.get()).toHaveLength(0);
    await act(async () => fireEvent.click(within(picker).getByRole('button', { name: /Rose/ })));
    const again = await screen.findByRole('dialog', { name: 'paidSend.title.gift' });
    await act(async () => fireEvent.click(within(again).getByRole('button', { name: 'paidSend.send' })));
    expect($outbox.get().map((entry) => entry.request)).toEqual([{ kind: 'gift', profile_id: THEM, gift: 'rose' }]);
    // The setting was read once, at the first gift.
    expect(vi.mocked(api).mock.calls.filter(([path]) => path === '/api/spending-limit.php')).toHaveLength(1);
  });
});
