import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Settings } from '@app/shared/contract';
import { $settings } from '@app/shared/stores/settings';
import { $matchModal, closeMatchModal, openMatchModal } from '@app/shared/stores/match-modal';
import MatchModal from './match-modal';
import { MATCH_MODAL_BUTTON_EVENT, MATCH_MODAL_PHOTO_EVENT } from './match-modal-events';
import { testProfile } from '@app/shared/test-support/fixtures';
import { renderRoutes } from '../../test-support/render';

const liker = testProfile(42, { name: 'Mila', age: 31 });

const renderModal = () =>
  renderRoutes(
    [
      { path: '/likes', element: <MatchModal /> },
      { path: '*', element: <MatchModal /> },
    ],
    '/likes',
  );

afterEach(() => {
  cleanup();
  closeMatchModal();
});

describe('MatchModal', () => {
  it('shows nothing until opened, then the photo, the text and the button', async () => {
    await renderModal();
    expect(screen.queryByTestId('match-modal')).toBeNull();
    await act(async () => openMatchModal(liker));
    expect(screen.getByTestId('match-modal-photo').querySelector('img')?.getAttribute('src')).toBe('/photos/42/a.webp');
    expect(screen.getByText('likes.modal.likeText')).toBeTruthy();
    expect(screen.getByTestId('match-modal-button')).toBeTruthy();
  });

  it("marks a fictional member with the site's fictional icon", async () => {
    $settings.set({ fictional_icon: '✦', fictional_singular: 'Fictional profile' } as Settings);
    await renderModal();
    await act(async () => openMatchModal({ ...liker, fictional: true }));
    expect(screen.getByTitle('Fictional profile').textContent).toBe('✦');
    $settings.set(null);
  });

  it('closes on a backdrop click', async () => {
    await renderModal();
    await act(async () => openMatchModal(liker));
    const dialog = screen.getByTestId('match-modal').closest('dialog')!;
    await act(async () => fireEvent.click(dialog));
    expect($matchModal.get().profile).toBeNull();
  });

  it('a photo click does not close it, raises match-modal:photo and goes to the profile', async () => {
    const router = await renderModal();
    await act(async () => openMatchModal(liker));
    const heard = vi.fn();
    window.addEventListener(MATCH_MODAL_PHOTO_EVENT, heard);
    await act(async () => fireEvent.click(screen.getByTestId('match-modal-photo')));
    window.removeEventListener(MATCH_MODAL_PHOTO_EVENT, heard);
    expect(heard).toHaveBeenCalledTimes(1);
    expect((heard.mock.calls[0]![0] as CustomEvent).detail).toEqual({ profileId: 42 });
    expect($matchModal.get().profile).toEqual(liker);
    expect(router.state.location.pathname).toBe('/members/42');
  });

  it('a button click does not close it, raises match-modal:button and goes to the chat', async () => {
    const router = await renderModal();
    await act(async () => openMatchModal(liker, { match: true }));
    expect(screen.getByText('likes.modal.matchText')).toBeTruthy();
    const heard = vi.fn();
    window.addEventListener(MATCH_MODAL_BUTTON_EVENT, heard);
    await act(async () => fireEvent.click(screen.getByTestId('match-modal-button')));
    window.removeEventListener(MATCH_MODAL_BUTTON_EVENT, heard);
    expect(heard).toHaveBeenCalledTimes(1);
    expect($matchModal.get().profile).toEqual(liker);
    expect(router.state.location.pathname).toBe('/members/42/chat');
  });

  it('stays on the page when a listener cancels the event', async () => {
    const router = await renderModal();
    await act(async () => openMatchModal(liker));
    const cancel = (event: Event) => event.preventDefault();
    window.addEventListener(MATCH_MODAL_BUTTON_EVENT, cancel);
    await act(async () => fireEvent.click(screen.getByTestId('match-modal-button')));
    window.removeEventListener(MATCH_MODAL_BUTTON_EVENT, cancel);
    expect(router.state.location.pathname).toBe('/likes');
  });
});
