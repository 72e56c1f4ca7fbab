import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { setTestCatalogues } from '@app/shared/test-support/i18n';
import icebreakerTexts from './locales/en.json';
import { IcebreakerModal } from './icebreaker-modal';
import { OPENERS, openersFor } from './openers';

const PHOTO = { filename: 'a.jpg', thumb_filename: 'a-t.jpg', match: 'm/a.jpg' };
const aboutThePhoto = /your photo/i;
/** The shared `common` text the modal's close button reads. */
const commonTexts = { close: 'Close' };

function renderModal(mainImage: typeof PHOTO | null, onClose = vi.fn(), onPick = vi.fn()) {
  render(
    <IcebreakerModal
      open
      name="Robin"
      profile={{ main_image: mainImage } as never}
      onPick={onPick}
      onClose={onClose}
    />,
  );
  return screen.getByRole('dialog', { name: 'Need an opener?' });
}

beforeAll(async () => {
  await setTestCatalogues('en', { chat: icebreakerTexts, common: commonTexts });
});
afterEach(cleanup);

describe('the openers', () => {
  it('speak of a photo only to a member who has one', () => {
    expect(openersFor({ main_image: null })).not.toContain('photo');
    expect(openersFor({ main_image: null })).toHaveLength(OPENERS.length - 1);
    expect(openersFor({ main_image: PHOTO as never })).toEqual([...OPENERS]);

    const withoutPhoto = renderModal(null);
    expect(
      within(withoutPhoto)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).not.toContainEqual(expect.stringMatching(aboutThePhoto));
    cleanup();
    const withPhoto = renderModal(PHOTO);
    expect(within(withPhoto).getByRole('button', { name: aboutThePhoto })).toBeTruthy();
  });

  it('hand the picked line with the name to the composer', () => {
    const onPick = vi.fn();
    const dialog = renderModal(null, vi.fn(), onPick);
    fireEvent.click(within(dialog).getByRole('button', { name: /plans for the weekend/ }));
    expect(onPick).toHaveBeenCalledWith('Hi Robin! What are your plans for the weekend?');
  });

  it('have a close button a screen reader names in the member’s language', () => {
    const onClose = vi.fn();
    const dialog = renderModal(null, onClose);
    const close = within(dialog).getByRole('button', { name: commonTexts.close });
    expect(close.getAttribute('aria-label')).not.toBe('×');
    fireEvent.click(close);
    expect(onClose).toHaveBeenCalledTimes(1);
  });
});
