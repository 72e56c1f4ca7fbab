import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Settings } from '@app/shared/contract';
import { $settings } from '@app/shared/stores/settings';
import { setTestCatalogues } from '@app/shared/test-support/i18n';
import { landerAnswer, landerMember } from '../../test-support/lander-fixtures';
import en from './locales/en.json';
import VideoDesign from './video-design';

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

let play: ReturnType<typeof vi.fn>;
let pause: ReturnType<typeof vi.fn>;

beforeAll(() => setTestCatalogues('en', { 'landers-video': en }));
beforeEach(() => {
  $settings.set({ fictional_icon: '✦', fictional_singular: 'Fictional profile' } as Settings);
  preferReducedMotion(false);
  play = vi.fn(() => Promise.resolve());
  pause = vi.fn();
  vi.spyOn(HTMLMediaElement.prototype, 'play').mockImplementation(play as never);
  vi.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(pause as never);
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

function renderLander(overrides: Parameters<typeof landerAnswer>[0] = {}, count = 3) {
  const lander = landerAnswer({ type: 'video', ...overrides }, count);
  render(<VideoDesign lander={lander} signup={signup} disclosure={disclosure} />);
  return lander;
}

const video = () => document.querySelector('video')!;

describe('the video lander', () => {
  it('shows the poster first at its size, plays muted and inline, and the button pauses it', () => {
    renderLander();
    expect(video().getAttribute('poster')).toMatch(/lander-poster.*\.webp/);
    expect(video().getAttribute('width')).toBe('720');
    expect(video().getAttribute('height')).toBe('720');
    expect(video().muted).toBe(true);
    expect(video().hasAttribute('playsinline')).toBe(true);
    expect(video().loop).toBe(true);
    expect([...video().querySelectorAll('source')].map((source) => source.type)).toEqual(['video/webm', 'video/mp4']);
    expect(play).toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Pause video' }));
    expect(pause).toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Play video' })).toBeTruthy();
  });

  it('does not play by itself with reduced motion, only when asked', () => {
    preferReducedMotion(true);
    renderLander();
    expect(play).not.toHaveBeenCalled();
    expect(video().getAttribute('preload')).toBe('none');
    fireEvent.click(screen.getByRole('button', { name: 'Play video' }));
    expect(play).toHaveBeenCalled();
  });

  it('says the video shows drawings, and lists the real members with the fictional mark', () => {
    const members = [
      landerMember(1, { name: 'Anna', fictional: false }),
      landerMember(3, { name: 'Cleo', fictional: true }),
    ];
    renderLander({ members, has_fictional: true });
    expect(screen.getByText(en.video_note)).toBeTruthy();
    const list = screen.getByRole('region', { name: en.members_title });
    const items = within(list).getAllByRole('listitem');
    expect(items.map((item) => item.getAttribute('data-member'))).toEqual(['1', '3']);
    expect(within(items[0]!).queryByRole('img', { name: 'Fictional profile' })).toBeNull();
    expect(within(items[1]!).getByRole('img', { name: 'Fictional profile' })).toBeTruthy();
  });

  it('takes the campaign copy over its own texts, and shows the disclosure before the sign-up', () => {
    renderLander({ copy: { headline: null, text: 'Under the mistletoe', cta: 'Join now' }, niche: 4 });
    expect(screen.getByRole('heading', { level: 1, name: en.headline.gay })).toBeTruthy();
    expect(screen.getByText('Under the mistletoe')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Join now' }));
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'Email' }));
    const form = screen.getByRole('form', { name: 'Sign-up form' });
    const note = screen.getByText('Some profiles are fictional.');
    expect(note.compareDocumentPosition(form) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });
});
