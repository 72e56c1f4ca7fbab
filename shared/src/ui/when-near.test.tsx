import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { NEAR_MARGIN_PX, WhenNear } from './when-near';

type Callback = (entries: Array<{ isIntersecting: boolean }>) => void;
const observers: Array<{ callback: Callback; margin: string | undefined; disconnected: boolean }> = [];

class FakeIntersectionObserver {
  private readonly record;
  constructor(callback: Callback, options?: { rootMargin?: string }) {
    this.record = { callback, margin: options?.rootMargin, disconnected: false };
    observers.push(this.record);
  }
  observe() {}
  disconnect() {
    this.record.disconnected = true;
  }
}

const part = (
  <WhenNear anchor="settings" placeholderRem={10}>
    <p>the settings</p>
  </WhenNear>
);

beforeEach(() => {
  observers.length = 0;
  vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  window.location.hash = '';
});

describe('WhenNear', () => {
  it('keeps its part out, in a placeholder of its size, until the place comes near the screen', () => {
    const { container } = render(part);
    expect(screen.queryByText('the settings')).toBeNull();
    expect((container.firstChild as HTMLElement).style.minHeight).toBe('10rem');
    expect(observers[0]!.margin).toBe(`${NEAR_MARGIN_PX}px 0px`);
    act(() => observers[0]!.callback([{ isIntersecting: false }]));
    expect(screen.queryByText('the settings')).toBeNull();
    act(() => observers[0]!.callback([{ isIntersecting: true }]));
    expect(screen.getByText('the settings')).toBeTruthy();
    expect(observers[0]!.disconnected).toBe(true);
  });

  it('renders its part at once when the address points at it, or when it comes to point at it', () => {
    window.location.hash = '#settings';
    const first = render(part);
    expect(screen.getByText('the settings')).toBeTruthy();
    first.unmount();
    window.location.hash = '';
    render(part);
    expect(screen.queryByText('the settings')).toBeNull();
    act(() => {
      window.location.hash = '#settings';
      window.dispatchEvent(new HashChangeEvent('hashchange'));
    });
    expect(screen.getByText('the settings')).toBeTruthy();
  });

  it('renders its part at once where the browser cannot tell what is near', () => {
    vi.stubGlobal('IntersectionObserver', undefined);
    render(part);
    expect(screen.getByText('the settings')).toBeTruthy();
  });
});
