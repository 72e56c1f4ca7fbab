import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from '@app/shared/router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ChatItem, ChatLastMessage, Language, Profile } from '@app/shared/contract';
import { setTestCatalogues } from '@app/shared/test-support/i18n';
import { loadCatalogue } from '../../../locales/load-catalogue';
import { ChatListItem } from './chat-list-item';

const OTHER = 20;
const ME = 10;
/** Friday 13 March 2026, 18:00 local time. */
const NOW = new Date(2026, 2, 13, 18, 0);

const last = (fields: Partial<ChatLastMessage> = {}): ChatLastMessage => ({
  id: 5,
  sender: OTHER,
  kind: 'text',
  text: 'Hello you',
  gift_name: null,
  created_at: new Date(2026, 2, 13, 9, 5).toISOString(),
  delivered: true,
  read: false,
  ...fields,
});

const chat = (lastMessage: ChatLastMessage | null, unread = 0): ChatItem => ({
  conversation: 2,
  profile: { id: OTHER, name: 'Kim', age: 30, main_image: null } as Profile,
  num_unread_messages: unread,
  last_message: lastMessage,
});

async function renderRow(item: ChatItem, language: Language = 'en') {
  await setTestCatalogues(language, { chat: await loadCatalogue(language) }, 'chat');
  render(
    <MemoryRouter>
      <ul>
        <ChatListItem chat={item} active={false} onDelete={() => undefined} />
      </ul>
    </MemoryRouter>,
  );
}

const preview = () => screen.getByTestId('last-message');
const time = () => document.querySelector('time');
const mark = () => document.querySelector('[data-state]');

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('ChatListItem', () => {
  it("shows the other member's unread message in bold with the time of day and the unread count", async () => {
    await renderRow(chat(last(), 2));
    expect(preview().textContent).toBe('Hello you');
    expect(preview().parentElement!.className).toContain('fw-bold');
    expect(time()!.textContent).toBe('09:05 AM');
    expect(time()!.getAttribute('datetime')).toBe(last().created_at);
    expect(screen.getByText('2 unread messages')).toBeTruthy();
    expect(mark()).toBeNull();
  });

  it('shows a read message of theirs plainly, from yesterday with the weekday', async () => {
    const yesterday = new Date(2026, 2, 12, 22, 0).toISOString();
    await renderRow(chat(last({ read: true, created_at: yesterday })));
    expect(preview().parentElement!.className).not.toContain('fw-bold');
    expect(time()!.textContent).toBe('Thu');
    expect(screen.queryByText(/unread/)).toBeNull();
  });

  it('puts "You:" before the member\'s own message with whether the other member read it', async () => {
    await renderRow(chat(last({ sender: ME, text: 'How was your day?', read: true })));
    expect(preview().textContent).toBe('You: How was your day?');
    expect(mark()!.getAttribute('data-state')).toBe('read');
    expect(mark()!.textContent).toBe('✓✓Read');
    cleanup();
    await renderRow(chat(last({ sender: ME, delivered: false })));
    expect(mark()!.textContent).toBe('✓Sent');
  });

  it('says "Photo" and "Gift" (with its name) for attachments, and the date for older messages', async () => {
    const older = new Date(2026, 1, 2, 12, 0).toISOString();
    await renderRow(chat(last({ sender: ME, kind: 'photo', text: null, created_at: older })));
    expect(preview().textContent).toBe('You: Photo');
    expect(mark()!.textContent).toBe('✓✓Delivered');
    expect(time()!.textContent).toBe('Feb 2');
    cleanup();
    await renderRow(chat(last({ kind: 'gift', text: null, gift_name: 'Diamond' })));
    expect(preview().textContent).toBe('Gift: Diamond');
    cleanup();
    await renderRow(chat(last({ kind: 'gift', text: null, gift_name: null })));
    expect(preview().textContent).toBe('Gift');
  });

  it("speaks the member's language", async () => {
    const lastYear = new Date(2025, 11, 24, 12, 0).toISOString();
    await renderRow(chat(last({ sender: ME, kind: 'photo', text: null, read: true, created_at: lastYear })), 'de');
    expect(preview().textContent).toBe('Du: Foto');
    expect(mark()!.textContent).toBe('✓✓Gelesen');
    expect(time()!.textContent).toBe('24.12.25');
  });

  it('shows neither preview nor time for a conversation without messages', async () => {
    await renderRow(chat(null));
    expect(screen.queryByTestId('last-message')).toBeNull();
    expect(time()).toBeNull();
    expect(screen.getByText('Kim, 30')).toBeTruthy();
  });
});
