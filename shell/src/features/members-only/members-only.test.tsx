import { act, cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from '@app/shared/router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { User } from '@app/shared/contract';
import { $signupModal, closeSignupModal } from '@app/shared/stores/signup-modal';
import { $user } from '@app/shared/stores/user';
import { MembersOnly } from './members-only';

function renderGuard(hostsSignupModal = true) {
  return render(
    <MemoryRouter initialEntries={['/likes/liked-me?page=2']}>
      <MembersOnly reason="like" hostsSignupModal={hostsSignupModal}>
        <p>the page</p>
      </MembersOnly>
    </MemoryRouter>,
  );
}

beforeEach(() => closeSignupModal());
afterEach(() => {
  cleanup();
  $user.set(undefined);
});

describe('MembersOnly', () => {
  it('renders the page for a member', () => {
    $user.set({ status: 'confirmed' } as User);
    renderGuard();
    expect(screen.getByText('the page')).toBeTruthy();
    expect($signupModal.get().open).toBe(false);
  });

  it('shows neither page nor panel while the user is unknown', () => {
    renderGuard();
    expect(screen.queryByText('the page')).toBeNull();
    expect(screen.queryByRole('heading')).toBeNull();
  });

  it('asks a visitor to sign up or log in, coming back to the same address', async () => {
    $user.set(null);
    renderGuard();
    expect(screen.queryByText('the page')).toBeNull();
    const links = (await screen.findAllByRole('link')).map((link) => link.getAttribute('href'));
    expect(links).toEqual([
      '/signup?returnTo=%2Flikes%2Fliked-me%3Fpage%3D2',
      '/login?returnTo=%2Flikes%2Fliked-me%3Fpage%3D2',
    ]);
  });

  it("opens the signup modal with the route's reason where the layout hosts it", async () => {
    $user.set(null);
    renderGuard();
    await screen.findByRole('heading');
    expect($signupModal.get()).toMatchObject({ open: true, reason: 'like', returnTo: '/likes/liked-me?page=2' });
  });

  it('does not open the modal for a member who logs out here', async () => {
    $user.set({ status: 'confirmed' } as User);
    renderGuard();
    await act(() => $user.set(null));
    expect(await screen.findByRole('heading')).toBeTruthy();
    expect($signupModal.get().open).toBe(false);
  });

  it('leaves the modal closed in a layout without it', async () => {
    $user.set(null);
    renderGuard(false);
    await screen.findByRole('heading');
    expect($signupModal.get().open).toBe(false);
  });
});
