import { useRef, useState } from 'react';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from '@app/shared/router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { MessagePrice, User } from '@app/shared/contract';
import { $user } from '@app/shared/stores/user';
import { sendMessage } from '../outbox/outbox-store';
import { Composer } from './composer';

vi.mock('../outbox/outbox-store', () => ({ sendMessage: vi.fn() }));

const price: MessagePrice = {
  text: 1,
  photo: 2,
  gift: 3,
  minimum_cost: { costs: 32, currency: 'EUR' },
  free_messages_left: 0,
};

function Harness({ messagePrice = price }: { messagePrice?: MessagePrice }) {
  const [draft, setDraft] = useState('');
  const textarea = useRef<HTMLTextAreaElement>(null);
  return (
    <MemoryRouter initialEntries={['/chats/9']}>
      <Composer
        profileId={42}
        price={messagePrice}
        draft={draft}
        onDraftChange={setDraft}
        onTyping={() => undefined}
        onOpenGifts={() => undefined}
        textareaRef={textarea}
      />
    </MemoryRouter>
  );
}

afterEach(() => {
  cleanup();
  vi.clearAllMocks();
  $user.set(undefined);
});

// Without an i18next instance the texts are their keys.
describe('Composer', () => {
  it('sends on Enter through the outbox, and Shift+Enter does not send', async () => {
    render(<Harness />);
    const box = screen.getByRole('textbox') as HTMLTextAreaElement;
    fireEvent.change(box, { target: { value: '  Hello there ' } });
    fireEvent.keyDown(box, { key: 'Enter', shiftKey: true });
    expect(sendMessage).not.toHaveBeenCalled();
    await act(async () => fireEvent.keyDown(box, { key: 'Enter' }));
    // A send waits for the rule when it has not arrived yet.
    await waitFor(() =>
      expect(sendMessage).toHaveBeenCalledWith({ kind: 'text', profile_id: 42, body: 'Hello there' }),
    );
    expect(box.value).toBe('');
  });

  it('tells a free member at once that photos are for premium members, with the way to the credits page', () => {
    $user.set({ credits: 5, paid_user: false } as User);
    render(<Harness />);
    fireEvent.click(screen.getByRole('button', { name: 'composer.attach' }));
    expect(screen.getByRole('alert').textContent).toContain('errors.premium_only');
    expect(screen.getByRole('link', { name: 'chatRoom.toCredits' }).getAttribute('href')).toBe(
      '/credits?return=%2Fchats%2F9',
    );
  });

  it('does not send an empty message', () => {
    render(<Harness />);
    fireEvent.keyDown(screen.getByRole('textbox'), { key: 'Enter' });
    expect(sendMessage).not.toHaveBeenCalled();
    expect((screen.getByRole('button', { name: 'composer.send' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('shows the price before sending, and a way to credits when they are too few', () => {
    $user.set({ credits: 0, paid_user: false } as User);
    render(<Harness />);
    expect(screen.getByTestId('price').textContent).toContain('composer.credits · composer.from');
    expect(screen.getByRole('link', { name: 'composer.buyCredits' }).getAttribute('href')).toBe(
      '/credits?return=%2Fchats%2F9',
    );
  });

  it('says how many free messages are left', () => {
    render(<Harness messagePrice={{ ...price, text: 0, free_messages_left: 2 }} />);
    expect(screen.getByTestId('price').textContent).toBe('composer.free');
  });
});
