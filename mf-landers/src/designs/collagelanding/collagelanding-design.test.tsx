import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Settings } from '@app/shared/contract';
import { $settings } from '@app/shared/stores/settings';
import { landerAnswer } from '../../test-support/lander-fixtures';
import Design from './collagelanding-design';

const renderDesign = (lander = landerAnswer({ type: 'collagelanding' })) =>
  render(<Design lander={lander} signup={<form data-testid="signup" />} disclosure={<p data-testid="disclosure" />} />);
const photos = () => within(screen.getByTestId('collage')).getAllByRole('presentation') as HTMLImageElement[];

beforeEach(() => $settings.set({ fictional_icon: '✦', fictional_singular: 'Fictional profile' } as Settings));
afterEach(() => {
  cleanup();
  $settings.set(null);
});

describe('the collagelanding design', () => {
  it('lays nine members out as a collage, the first tiles loaded first and sized per tile', () => {
    renderDesign();
    const images = photos();
    expect(images).toHaveLength(9);
    expect(images.map((image) => image.getAttribute('loading'))).toEqual([
      ...Array(3).fill('eager'),
      ...Array(6).fill('lazy'),
    ]);
    expect(images[0]!.getAttribute('sizes')).toBe('(min-width: 1200px) 380px, (min-width: 768px) 33vw, 67vw');
    expect(images[1]!.getAttribute('sizes')).toBe('(min-width: 1200px) 190px, (min-width: 768px) 17vw, 33vw');
    expect(images[3]!.getAttribute('sizes')).toBe('(min-width: 1200px) 380px, (min-width: 768px) 33vw, 33vw');
    expect(images[0]!.getAttribute('width')).toBe('320');
  });

  it('marks the fictional members and puts the disclosure before the sign-up', () => {
    renderDesign();
    // Members 3, 6 and 9 of the fixture are fictional.
    expect(within(screen.getByTestId('collage')).getAllByRole('img', { name: 'Fictional profile' })).toHaveLength(3);
    const disclosure = screen.getByTestId('disclosure');
    expect(
      disclosure.compareDocumentPosition(screen.getByTestId('signup')) & Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy();
  });

  it('falls back to a plain grid with fewer members', () => {
    renderDesign(landerAnswer({ type: 'collagelanding' }, 4));
    expect(photos()).toHaveLength(4);
    expect(photos()[0]!.getAttribute('sizes')).toBe('(min-width: 1200px) 285px, (min-width: 768px) 25vw, 33vw');
  });

  it("speaks to the niche, or uses the campaign's copy, and its button leads to the sign-up", () => {
    renderDesign(landerAnswer({ type: 'collagelanding', niche: 6 }));
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('headline.senior');
    expect(screen.getByText('intro')).toBeTruthy();
    cleanup();
    renderDesign(landerAnswer({ type: 'collagelanding', copy: { headline: 'Xmas', text: 'Snow.', cta: 'Join now' } }));
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Xmas');
    expect(screen.getByText('Snow.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Join now' }));
    expect(document.activeElement).toBe(screen.getByTestId('collagelanding-signup'));
  });
});
