import { useRef, useState } from 'react';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from '@app/shared/router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { MessagePrice, User } from '@app/shared/contract';
import { $user } from '@app/shared/stores/user';
import { setTestCatalogues } from '@app/shared/test-support/i18n';
import { sendMessage } from '../outbox/outbox-store';
import { confirmPaidSend } from '../paid-send/paid-send-store';
import composerTexts from './locales/en.json';
import { Composer } from './composer';

vi.mock('../outbox/outbox-store', () => ({ sendMessage: vi.fn() }));
vi.mock('../paid-send/paid-send-store', () => ({ confirmPaidSend: vi.fn(async () => true) }));

const paid: MessagePrice = {
  text: 1,
  photo: 2,
  gift: 3,
  minimum_cost: { costs: 32, currency: 'EUR' },
  free_messages_left: 0,
};

function Harness({ price }: { price: MessagePrice }) {
  const [draft, setDraft] = useState('');
  const textarea = useRef<HTMLTextAreaElement>(null);
  return (
    <Composer
      profileId={42}
      price={price}
      draft={draft}
      onDraftChange={setDraft}
      onTyping={() => undefined}
      onOpenGifts={() => undefined}
      textareaRef={textarea}
    />
  );
}

/** The chat at /chats/9 and a stand-in for /credits, as the member goes there and comes back. */
function renderChat(price: MessagePrice = paid) {
  const router = createMemoryRouter(
    [
      { path: '/chats/9', element: <Harness price={price} /> },
      { path: '/credits', element: <p>Credits page</p> },
    ],
    { initialEntries: ['/chats/9'] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

const member = (credits: number) => ({ credits, paid_user: false, profile: { id: 7 } }) as User;
const box = () => screen.getByRole('textbox', { name: 'Your message' }) as HTMLTextAreaElement;

beforeAll(async () => {
  await setTestCatalogues('en', { chat: composerTexts });
});
beforeEach(() => sessionStorage.clear());
afterEach(() => {
  cleanup();
  vi.mocked(sendMessage).mockClear();
  vi.mocked(confirmPaidSend).mockClear();
  $user.set(undefined);
});

describe('the composer when the next message cannot be paid', () => {
  it('says so on the price line, offers "Buy credits" instead of sending, and sends nothing on Enter', async () => {
    $user.set(member(0));
    renderChat();
    expect(screen.getByTestId('price').textContent).toBe('1 credit · from €0.32\u00a0· Not enough credits');
    expect(screen.queryByRole('button', { name: 'Send' })).toBeNull();
    const buy = screen.getByRole('link', { name: 'Buy credits' });
    expect(buy.getAttribute('href')).toBe('/credits?return=%2Fchats%2F9');
    fireEvent.change(box(), { target: { value: 'Shall we meet?' } });
    await act(async () => fireEvent.keyDown(box(), { key: 'Enter' }));
    expect(sendMessage).not.toHaveBeenCalled();
    expect(box().value).toBe('Shall we meet?');
  });

  it('keeps a free message and enough credits as they were: a send button and the price alone', () => {
    $user.set(member(0));
    renderChat({ ...paid, text: 0, free_messages_left: 1 });
    expect(screen.getByTestId('price').textContent).toBe('Free · 1 free message left');
    expect(screen.getByRole('button', { name: 'Send' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Buy credits' })).toBeNull();
  });

  it('keeps the text on the way to /credits and, back with credits, sends it only when the member says so', async () => {
    $user.set(member(0));
    const router = renderChat();
    fireEvent.change(box(), { target: { value: 'Shall we meet?' } });
    await act(async () => fireEvent.click(screen.getByRole('link', { name: 'Buy credits' })));
    expect(screen.getByText('Credits page')).toBeTruthy();

    // The purchase: 50 credits; the payment's result page leads back to the chat.
    $user.set(member(50));
    await act(async () => router.navigate('/chats/9'));
    expect(box().value).toBe('Shall we meet?');
    const offer = await screen.findByRole('group', { name: /Send your message now\?/ });
    expect(offer.textContent).toContain('1 credit · from €0.32');
    expect(sendMessage).not.toHaveBeenCalled();
    await act(async () => fireEvent.click(within(offer).getByRole('button', { name: 'Send now' })));
    await waitFor(() => expect(sendMessage).toHaveBeenCalledTimes(1));
    expect(sendMessage).toHaveBeenCalledWith({ kind: 'text', profile_id: 42, body: 'Shall we meet?' });
    // The question was the confirmation: no second one.
    expect(confirmPaidSend).not.toHaveBeenCalled();
    expect(box().value).toBe('');
    expect(screen.queryByRole('group', { name: /Send your message now\?/ })).toBeNull();
  });

  it('on "Not now" leaves the text in the composer and sends nothing; it is not offered twice', async () => {
    $user.set(member(0));
    const router = renderChat();
    fireEvent.change(box(), { target: { value: 'Later then' } });
    await act(async () => fireEvent.click(screen.getByRole('link', { name: 'Buy credits' })));
    $user.set(member(5));
    await act(async () => router.navigate('/chats/9'));
    const offer = await screen.findByRole('group', { name: /Send your message now\?/ });
    await act(async () => fireEvent.click(within(offer).getByRole('button', { name: 'Not now' })));
    expect(screen.queryByRole('group', { name: /Send your message now\?/ })).toBeNull();
    expect(box().value).toBe('Later then');
    expect(sendMessage).not.toHaveBeenCalled();
    await act(async () => router.navigate('/credits'));
    await act(async () => router.navigate('/chats/9'));
    expect(box().value).toBe('');
  });

  it('back without buying, puts the text back and asks nothing until the credits pay for it', async () => {
    $user.set(member(0));
    const router = renderChat();
    fireEvent.change(box(), { target: { value: 'Still here?' } });
    await act(async () => fireEvent.click(screen.getByRole('link', { name: 'Buy credits' })));
    await act(async () => router.navigate('/chats/9'));
    expect(box().value).toBe('Still here?');
    expect(screen.getByRole('link', { name: 'Buy credits' })).toBeTruthy();
    expect(screen.queryByRole('group', { name: /Send your message now\?/ })).toBeNull();
    // The balance arrives later (the user's refresh): now the question comes.
    await act(async () => $user.set(member(3)));
    expect(await screen.findByRole('group', { name: /Send your message now\?/ })).toBeTruthy();
    expect(sendMessage).not.toHaveBeenCalled();
  });
});
