import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Settings } from '@app/shared/contract';
import { $settings } from '@app/shared/stores/settings';
import { landerAnswer } from '../../test-support/lander-fixtures';
import Design from './tinderswipe-design';
import { SWIPES_BEFORE_SIGNUP } from './use-swipe-demo';

const renderDesign = (lander = landerAnswer({ type: 'tinderswipe' })) =>
  render(
    <Design
      lander={lander}
      signup={<form data-testid="signup" />}
      disclosure={<p data-testid="disclosure">Some profiles are fictional.</p>}
    />,
  );

const cardName = () => screen.getByTestId('swipe-card').getAttribute('aria-label');

beforeEach(() => $settings.set({ fictional_icon: '✦', fictional_singular: 'Fictional profile' } as Settings));
afterEach(() => {
  cleanup();
  $settings.set(null);
});

// Without started texts, `t` answers the key.
describe('the tinderswipe design', () => {
  it('likes and passes with the buttons, showing the next member', () => {
    renderDesign();
    expect(cardName()).toBe('Member 1, 26, Utrecht');
    fireEvent.click(screen.getByRole('button', { name: /^like$/ }));
    expect(cardName()).toBe('Member 2, 27, Utrecht');
    fireEvent.click(screen.getByRole('button', { name: /^pass$/ }));
    expect(cardName()).toBe('Member 3, 28, Utrecht');
    expect(screen.queryByTestId('signup')).toBeNull();
  });

  it('likes with → and passes with ←, but not while typing in a field', () => {
    renderDesign();
    fireEvent.keyDown(document.body, { key: 'ArrowRight' });
    expect(cardName()).toBe('Member 2, 27, Utrecht');
    fireEvent.keyDown(document.body, { key: 'ArrowLeft' });
    expect(cardName()).toBe('Member 3, 28, Utrecht');
    const input = document.body.appendChild(document.createElement('input'));
    fireEvent.keyDown(input, { key: 'ArrowLeft' });
    fireEvent.keyDown(document.body, { key: 'ArrowLeft', shiftKey: true });
    expect(cardName()).toBe('Member 3, 28, Utrecht');
    input.remove();
  });

  it('swipes by dragging the card far enough, and springs back when let go early', () => {
    renderDesign();
    const drag = (from: number, to: number) => {
      const card = screen.getByTestId('swipe-card');
      fireEvent.pointerDown(card, { pointerId: 1, clientX: from, button: 0, pointerType: 'touch' });
      fireEvent.pointerMove(card, { pointerId: 1, clientX: (from + to) / 2 });
      fireEvent.pointerMove(card, { pointerId: 1, clientX: to });
      fireEvent.pointerUp(card, { pointerId: 1, clientX: to });
    };
    drag(100, 130);
    expect(cardName()).toBe('Member 1, 26, Utrecht');
    drag(100, 300);
    expect(cardName()).toBe('Member 2, 27, Utrecht');
    drag(300, 50);
    expect(cardName()).toBe('Member 3, 28, Utrecht');
    expect(screen.getByText(/announce.passed announce.card/)).toBeTruthy();
  });

  it(`shows the summary and the sign-up after ${SWIPES_BEFORE_SIGNUP} swipes, the disclosure before it`, () => {
    renderDesign();
    for (let swipe = 0; swipe < SWIPES_BEFORE_SIGNUP; swipe += 1) {
      fireEvent.keyDown(document.body, { key: swipe % 2 ? 'ArrowLeft' : 'ArrowRight' });
    }
    expect(screen.queryByTestId('swipe-card')).toBeNull();
    const summary = screen.getByTestId('liked-summary');
    expect(summary.textContent).toContain('summary.liked');
    expect(summary.textContent).toContain('Member 1');
    expect(summary.textContent).toContain('Member 3');
    expect(summary.textContent).not.toContain('Member 2');
    expect(summary.textContent).toContain('summary.text');
    expect(document.activeElement).toBe(screen.getByRole('heading', { level: 2 }));
    const disclosure = screen.getByTestId('disclosure');
    const signup = screen.getByTestId('signup');
    expect(disclosure.compareDocumentPosition(signup) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('shows the sign-up when the cards run out, and at once when the demo is skipped', () => {
    renderDesign(landerAnswer({ type: 'tinderswipe' }, 2));
    fireEvent.click(screen.getByRole('button', { name: /^pass$/ }));
    fireEvent.click(screen.getByRole('button', { name: /^pass$/ }));
    expect(screen.getByTestId('signup')).toBeTruthy();
    expect(screen.getByTestId('liked-summary').textContent).toContain('summary.none');
    cleanup();
    renderDesign();
    act(() => fireEvent.click(screen.getByRole('button', { name: 'skip' })));
    expect(screen.getByTestId('signup')).toBeTruthy();
  });

  it("uses the campaign's headline, text and button text", () => {
    renderDesign(
      landerAnswer({ type: 'tinderswipe', copy: { headline: 'Winter swipes', text: 'Try it now.', cta: 'Join' } }),
    );
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Winter swipes');
    expect(screen.getByText('Try it now.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Join' })).toBeTruthy();
  });

  it('speaks to the niche and marks fictional members', () => {
    renderDesign(landerAnswer({ type: 'tinderswipe', niche: 3 }));
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('headline.plus_size');
    expect(screen.queryByRole('img', { name: 'Fictional profile' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: /^like$/ }));
    fireEvent.click(screen.getByRole('button', { name: /^like$/ }));
    // Member 3 (fictional) is on top now.
    const card = screen.getByTestId('swipe-card');
    expect(card.querySelector('[role="img"]')?.getAttribute('aria-label')).toBe('Fictional profile');
  });
});
