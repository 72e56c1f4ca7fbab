import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Settings } from '@app/shared/contract';
import { $settings } from '@app/shared/stores/settings';
import { setTestCatalogues } from '@app/shared/test-support/i18n';
import { landerAnswer, landerMember } from '../../test-support/lander-fixtures';
import en from './locales/en.json';
import TransitionsvideolandingDesign from './transitionsvideolanding-design';
import { SLIDE_INTERVAL } from './use-slideshow';

const signup = (
  <form aria-label="Sign-up form">
    <input aria-label="Email" />
  </form>
);
const disclosure = <p>Some profiles are fictional.</p>;

function preferReducedMotion(reduce: boolean) {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: reduce && query.includes('reduce'),
    media: query,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  }));
}

beforeAll(() => setTestCatalogues('en', { 'landers-transitionsvideolanding': en }));
beforeEach(() => {
  $settings.set({ fictional_icon: '✦', fictional_singular: 'Fictional profile' } as Settings);
  preferReducedMotion(false);
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

function renderLander(overrides: Parameters<typeof landerAnswer>[0] = {}, count = 3) {
  const lander = landerAnswer({ type: 'transitionsvideolanding', ...overrides }, count);
  render(<TransitionsvideolandingDesign lander={lander} signup={signup} disclosure={disclosure} />);
  return lander;
}

const currentSlide = () => screen.getByRole('group', { name: /of 3$/ });

describe('the slideshow lander', () => {
  it('moves on by itself until paused, and the pause button stops it', () => {
    vi.useFakeTimers();
    renderLander();
    expect(currentSlide().getAttribute('aria-label')).toBe('1 of 3');
    act(() => vi.advanceTimersByTime(SLIDE_INTERVAL));
    expect(currentSlide().getAttribute('aria-label')).toBe('2 of 3');
    fireEvent.click(screen.getByRole('button', { name: 'Pause' }));
    act(() => vi.advanceTimersByTime(3 * SLIDE_INTERVAL));
    expect(currentSlide().getAttribute('aria-label')).toBe('2 of 3');
    fireEvent.click(screen.getByRole('button', { name: 'Play' }));
    act(() => vi.advanceTimersByTime(SLIDE_INTERVAL));
    expect(currentSlide().getAttribute('aria-label')).toBe('3 of 3');
  });

  it('does not play by itself with reduced motion, but the buttons still work', () => {
    preferReducedMotion(true);
    vi.useFakeTimers();
    renderLander();
    act(() => vi.advanceTimersByTime(3 * SLIDE_INTERVAL));
    expect(currentSlide().getAttribute('aria-label')).toBe('1 of 3');
    expect(screen.getByRole('button', { name: 'Play' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Next photo' }));
    expect(currentSlide().getAttribute('aria-label')).toBe('2 of 3');
    fireEvent.click(screen.getByRole('button', { name: 'Previous photo' }));
    fireEvent.click(screen.getByRole('button', { name: 'Previous photo' }));
    expect(currentSlide().getAttribute('aria-label')).toBe('3 of 3');
  });

  it('captions each slide with name, age, town and the fictional mark', () => {
    const members = [
      landerMember(1, { name: 'Anna', fictional: false }),
      landerMember(2, { name: 'Cleo', fictional: true, city: 'Delft' }),
      landerMember(4, { name: 'Dana', fictional: false }),
    ];
    renderLander({ members, has_fictional: true });
    const first = currentSlide();
    expect(within(first).getByText('Anna')).toBeTruthy();
    expect(within(first).getByText(`${members[0]!.age} years · Utrecht`)).toBeTruthy();
    expect(within(first).queryByRole('img', { name: 'Fictional profile' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Next photo' }));
    const second = currentSlide();
    expect(within(second).getByText(`${members[1]!.age} years · Delft`)).toBeTruthy();
    expect(within(second).getByRole('img', { name: 'Fictional profile' })).toBeTruthy();
  });

  it('takes the campaign copy over its own texts, and shows the disclosure before the sign-up', () => {
    renderLander({ copy: { headline: 'Xmas dates', text: null, cta: 'Join now' } });
    expect(screen.getByRole('heading', { level: 1, name: 'Xmas dates' })).toBeTruthy();
    expect(screen.getByText(en.text)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Join now' }));
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'Email' }));
    const form = screen.getByRole('form', { name: 'Sign-up form' });
    const note = screen.getByText('Some profiles are fictional.');
    expect(note.compareDocumentPosition(form) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    cleanup();
    renderLander({ niche: 7 });
    expect(screen.getByRole('heading', { level: 1, name: en.headline.young })).toBeTruthy();
  });
});
