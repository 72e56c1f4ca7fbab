import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from '@app/shared/router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { api } from '@app/shared/api';
import type * as ApiModule from '@app/shared/api';
import type { User } from '@app/shared/contract';
import { $user } from '@app/shared/stores/user';
import { setTestCatalogues } from '@app/shared/test-support/i18n';
import composerPl from '../composer/locales/pl.json';
import paidSendEn from './locales/en.json';
import paidSendPl from './locales/pl.json';
import { $askSetting } from './api/get-spending-limit';
import { PaidSendHost } from './paid-send-host';
import { chatOpenings, confirmPaidSend } from './paid-send-store';

vi.mock('@app/shared/api', async (importOriginal) => ({
  ...(await importOriginal<typeof ApiModule>()),
  api: vi.fn(),
}));

/** A chat page of a member with the switch on, read since the page opened. */
function asking(credits: number) {
  $user.set({ credits, paid_user: true, profile: { id: 7 } } as User);
  render(
    <MemoryRouter initialEntries={['/chats/9']}>
      <PaidSendHost />
    </MemoryRouter>,
  );
  $askSetting.set({ member: 7, ask: true, readAt: Date.now(), opening: chatOpenings() });
}

afterEach(() => {
  cleanup();
  $askSetting.set(null);
  $user.set(undefined);
});

describe('the question before a paid send', () => {
  it('names a gift with its price and the balance, in the plural forms of the language', async () => {
    await setTestCatalogues('pl', { chat: { ...composerPl, ...paidSendPl } });
    asking(5);
    let answer: Promise<boolean> = Promise.resolve(false);
    await act(async () => {
      answer = confirmPaidSend('gift', 3);
    });
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByRole('heading').textContent).toBe('Wysłać ten prezent?');
    expect(dialog.textContent).toContain('Ten prezent kosztuje 3 kredyty.');
    expect(dialog.textContent).toContain('Masz 5 kredytów.');
    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'Wyślij' })));
    await expect(answer).resolves.toBe(true);
    expect(api).not.toHaveBeenCalled();
  });

  it('offers credits when the balance is too small, and a photo of 1 credit is singular', async () => {
    await setTestCatalogues('en', { chat: { composer: { buyCredits: 'Buy credits' }, ...paidSendEn } });
    asking(0);
    let answer: Promise<boolean> = Promise.resolve(true);
    await act(async () => {
      answer = confirmPaidSend('photo', 1);
    });
    const dialog = await screen.findByRole('dialog');
    expect(dialog.textContent).toContain('This photo costs 1 credit.');
    expect(dialog.textContent).toContain('You have 0 credits.');
    expect(within(dialog).getByRole('link', { name: 'Buy credits' }).getAttribute('href')).toBe(
      '/credits?return=%2Fchats%2F9',
    );
    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' })));
    await expect(answer).resolves.toBe(false);
    expect(api).not.toHaveBeenCalled();
  });

  it('answers Cancel when the chat closes with the question open', async () => {
    await setTestCatalogues('en', { chat: paidSendEn });
    asking(5);
    let answer: Promise<boolean> = Promise.resolve(true);
    await act(async () => {
      answer = confirmPaidSend('text', 2);
    });
    await screen.findByRole('dialog');
    cleanup();
    await expect(answer).resolves.toBe(false);
  });
});
