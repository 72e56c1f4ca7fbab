import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from '@app/shared/router';
import { afterEach, describe, expect, it } from 'vitest';
import type { Photo, User } from '@app/shared/contract';
import { $user } from '@app/shared/stores/user';
import { PhotosSection } from './photos-section';

const photo = (id: number): Photo => ({
  id,
  filename: `photos/1/${id}.webp`,
  thumb_filename: `photos/1/${id}-t.webp`,
  is_main: id === 1,
  is_private: false,
  width: 800,
  height: 800,
});

function renderSection(count: number, limit: number, paidUser: boolean) {
  $user.set({ paid_user: paidUser } as User);
  return render(
    <MemoryRouter>
      <PhotosSection initial={{ photos: Array.from({ length: count }, (_, index) => photo(index + 1)), limit }} />
    </MemoryRouter>,
  );
}

afterEach(() => {
  cleanup();
  $user.set(undefined);
});

// Without an i18next instance the texts are their keys, which is what these tests look for.
describe('PhotosSection', () => {
  it('lets a free member with room upload, but not privately', () => {
    renderSection(2, 3, false);
    expect(screen.getByLabelText('profile.photos.choose')).toHaveProperty('disabled', false);
    expect(screen.getByRole('switch', { name: 'profile.photos.uploadPrivate' })).toHaveProperty('disabled', true);
    expect(screen.getByText('profile.photos.premiumOnly')).toBeTruthy();
    expect(screen.queryByText(/profile.photos.limitReached/)).toBeNull();
  });

  it('disables the upload at the limit and says so, with the way to more photos', () => {
    renderSection(3, 3, false);
    expect(screen.getByLabelText('profile.photos.choose')).toHaveProperty('disabled', true);
    expect(screen.getByText(/profile.photos.limitReached/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'profile.photos.morePhotos' }).getAttribute('href')).toBe('/premium');
  });

  it('lets a premium member upload private photos', () => {
    renderSection(3, 25, true);
    expect(screen.getByLabelText('profile.photos.choose')).toHaveProperty('disabled', false);
    expect(screen.getByRole('switch', { name: 'profile.photos.uploadPrivate' })).toHaveProperty('disabled', false);
    expect(screen.queryByText('profile.photos.premiumOnly')).toBeNull();
  });

  it('shows every photo with a delete button and "make main" for the others', () => {
    renderSection(3, 3, false);
    expect(screen.getAllByRole('img')).toHaveLength(3);
    expect(screen.getAllByRole('button', { name: 'profile.photos.delete' })).toHaveLength(3);
    expect(screen.getAllByRole('button', { name: 'profile.photos.makeMain' })).toHaveLength(2);
  });

  it('asks before a photo is deleted, in a modal that loads when first asked for and then stays', async () => {
    renderSection(2, 3, false);
    expect(screen.queryByText('profile.photos.deleteQuestion')).toBeNull();
    fireEvent.click(screen.getAllByRole('button', { name: 'profile.photos.delete' })[1]!);
    expect(await screen.findByText('profile.photos.deleteQuestion')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'profile.cancel' }));
    expect(screen.queryByText('profile.photos.deleteQuestion')).toBeNull();
    // Closed, the dialog is still there: it returns the focus as a dialog does.
    expect(document.querySelector('dialog')).not.toBeNull();
  });
});
