import { useRef, useState } from 'react';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from '@app/shared/router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sendMessage } from '../outbox/outbox-store';
import { Composer } from './composer';

vi.mock('../outbox/outbox-store', () => ({ sendMessage: vi.fn() }));

// Counts loads of the module with the message rule (and zod).
const ruleModule = vi.hoisted(() => ({ loads: 0 }));
vi.mock('@app/shared/contract/chat-messages', async (importOriginal) => {
  ruleModule.loads += 1;
  return importOriginal();
});

const price = { text: 1, photo: 2, gift: 3, minimum_cost: null, free_messages_left: 0 };

function Harness() {
  const [draft, setDraft] = useState('');
  const textarea = useRef<HTMLTextAreaElement>(null);
  return (
    <MemoryRouter>
      <Composer
        profileId={42}
        price={price}
        draft={draft}
        onDraftChange={setDraft}
        onTyping={() => undefined}
        onOpenGifts={() => undefined}
        textareaRef={textarea}
      />
    </MemoryRouter>
  );
}

afterEach(cleanup);

describe('the composer’s message rule', () => {
  it('loads when the member starts on the composer, not with the chat, and still refuses a blank message', async () => {
    render(<Harness />);
    const box = screen.getByRole('textbox') as HTMLTextAreaElement;
    const send = screen.getByRole('button', { name: 'composer.send' }) as HTMLButtonElement;
    expect(ruleModule.loads).toBe(0);
    fireEvent.focusIn(box);
    await waitFor(() => expect(ruleModule.loads).toBe(1));
    fireEvent.change(box, { target: { value: '   ' } });
    await act(async () => fireEvent.keyDown(box, { key: 'Enter' }));
    expect(sendMessage).not.toHaveBeenCalled();
    expect(send.disabled).toBe(true);
    expect(box.value).toBe('   ');
    fireEvent.change(box, { target: { value: ' Hi ' } });
    await waitFor(() => expect(send.disabled).toBe(false));
    await act(async () => fireEvent.keyDown(box, { key: 'Enter' }));
    expect(sendMessage).toHaveBeenCalledWith({ kind: 'text', profile_id: 42, body: 'Hi' });
    expect(ruleModule.loads).toBe(1);
  });
});
