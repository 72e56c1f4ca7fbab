import { useRef, useState } from 'react';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from '@app/shared/router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { api } from '@app/shared/api';
import type * as ApiModule from '@app/shared/api';
import type { MessagePrice, User } from '@app/shared/contract';
import { $user } from '@app/shared/stores/user';
import { setTestCatalogues } from '@app/shared/test-support/i18n';
import { sendMessage } from '../outbox/outbox-store';
import { $askSetting } from '../paid-send/api/get-spending-limit';
import { PaidSendHost } from '../paid-send/paid-send-host';
import paidSendTexts from '../paid-send/locales/en.json';
import composerTexts from './locales/en.json';
import { Composer } from './composer';

vi.mock('../outbox/outbox-store', () => ({ sendMessage: vi.fn() }));
vi.mock('@app/shared/api', async (importOriginal) => ({
  ...(await importOriginal<typeof ApiModule>()),
  api: vi.fn(),
}));

const paid: MessagePrice = { text: 1, photo: 2, gift: 3, minimum_cost: null, free_messages_left: 0 };

/** The member's switch as GET /api/spending-limit.php answers it. */
function switchIs(ask: boolean) {
  vi.mocked(api).mockResolvedValue({
    spending_limit: {
      amount: null,
      currency: null,
      pending: null,
      ask_before_paid_message: ask,
      used: 0,
      resets_at: '2026-12-01T00:00:00.000Z',
    },
  });
}

const settingReads = () => vi.mocked(api).mock.calls.filter(([path]) => path === '/api/spending-limit.php').length;

function Harness({ price = paid }: { price?: MessagePrice }) {
  const [draft, setDraft] = useState('');
  const textarea = useRef<HTMLTextAreaElement>(null);
  return (
    <MemoryRouter initialEntries={['/chats/9']}>
      <Composer
        profileId={42}
        price={price}
        draft={draft}
        onDraftChange={setDraft}
        onTyping={() => undefined}
        onOpenGifts={() => undefined}
        textareaRef={textarea}
      />
      <PaidSendHost />
    </MemoryRouter>
  );
}

async function typeAndSend(text: string): Promise<HTMLTextAreaElement> {
  const box = screen.getByRole('textbox') as HTMLTextAreaElement;
  fireEvent.change(box, { target: { value: text } });
  await act(async () => fireEvent.keyDown(box, { key: 'Enter' }));
  return box;
}

beforeAll(async () => {
  await setTestCatalogues('en', { chat: { ...composerTexts, ...paidSendTexts } });
});
beforeEach(() => {
  $user.set({ credits: 23, paid_user: true, profile: { id: 7 } } as User);
});
afterEach(() => {
  cleanup();
  vi.mocked(api).mockReset();
  vi.mocked(sendMessage).mockClear();
  $askSetting.set(null);
  $user.set(undefined);
});

describe('the composer with "ask me before each paid message"', () => {
  it('reads nothing with the chat, and with the switch on asks with the price before sending once', async () => {
    switchIs(true);
    render(<Harness />);
    expect(api).not.toHaveBeenCalled();
    await typeAndSend('Hello there');
    const dialog = await screen.findByRole('dialog');
    expect(dialog.textContent).toContain('This message costs 1 credit.');
    expect(dialog.textContent).toContain('You have 23 credits.');
    const send = within(dialog).getByRole('button', { name: 'Send' });
    expect(document.activeElement).toBe(send);
    expect(sendMessage).not.toHaveBeenCalled();
    await act(async () => fireEvent.click(send));
    expect(sendMessage).toHaveBeenCalledTimes(1);
    expect(sendMessage).toHaveBeenCalledWith({ kind: 'text', profile_id: 42, body: 'Hello there' });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect((screen.getByRole('textbox') as HTMLTextAreaElement).value).toBe('');
    expect(document.activeElement).toBe(screen.getByRole('textbox'));
  });

  it('keeps the text and sends nothing on Cancel, and on Escape', async () => {
    switchIs(true);
    render(<Harness />);
    const box = await typeAndSend('Keep me');
    const first = await screen.findByRole('dialog');
    await act(async () => fireEvent.click(within(first).getByRole('button', { name: 'Cancel' })));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(box.value).toBe('Keep me');
    expect(document.activeElement).toBe(box);
    await act(async () => fireEvent.keyDown(box, { key: 'Enter' }));
    const second = await screen.findByRole('dialog');
    await act(async () => fireEvent(second, new Event('cancel', { cancelable: true })));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(box.value).toBe('Keep me');
    expect(sendMessage).not.toHaveBeenCalled();
    expect(settingReads()).toBe(1);
  });

  it('sends without a question when the switch is off, reading the setting once', async () => {
    switchIs(false);
    render(<Harness />);
    await typeAndSend('One');
    await waitFor(() => expect(sendMessage).toHaveBeenCalledTimes(1));
    await typeAndSend('Two');
    await waitFor(() => expect(sendMessage).toHaveBeenCalledTimes(2));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(settingReads()).toBe(1);
  });

  it('never asks for a free message, nor reads the setting for it', async () => {
    switchIs(true);
    render(<Harness price={{ ...paid, free_messages_left: 2 }} />);
    await typeAndSend('Free one');
    await waitFor(() => expect(sendMessage).toHaveBeenCalledTimes(1));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(api).not.toHaveBeenCalled();
  });
});
