import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Settings } from '@app/shared/contract';
import { $settings } from '@app/shared/stores/settings';
import { landerAnswer, landerMember } from '../../test-support/lander-fixtures';
import Design from './iconslanding-design';

const renderDesign = (lander = landerAnswer({ type: 'iconslanding' })) =>
  render(
    <Design
      lander={lander}
      signup={<form data-testid="signup" />}
      disclosure={lander.has_fictional ? <p data-testid="disclosure" /> : null}
    />,
  );

beforeEach(() => $settings.set({ fictional_icon: '✦', fictional_singular: 'Fictional profile' } as Settings));
afterEach(() => {
  cleanup();
  $settings.set(null);
});

describe('the iconslanding design', () => {
  it('shows five features with inline icons, a strip of six members and the sign-up after the disclosure', () => {
    const { container } = renderDesign();
    const features = within(screen.getByTestId('features')).getAllByRole('heading', { level: 3 });
    expect(features.map((heading) => heading.textContent)).toEqual([
      'feature.free.title',
      'feature.honest.title',
      'feature.chat.title',
      'feature.country.title',
      'feature.safe.title',
    ]);
    expect(container.querySelectorAll('[data-testid="features"] svg[aria-hidden="true"]')).toHaveLength(5);
    expect(screen.getByText('feature.honest.textFictional')).toBeTruthy();
    const strip = screen.getByTestId('member-strip');
    expect(within(strip).getAllByRole('listitem')).toHaveLength(6);
    expect(within(strip).getAllByRole('img', { name: 'Fictional profile' })).toHaveLength(2);
    const disclosure = screen.getByTestId('disclosure');
    expect(
      disclosure.compareDocumentPosition(screen.getByTestId('signup')) & Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy();
  });

  it('says nothing of fictional profiles when none is shown', () => {
    const members = [landerMember(1), landerMember(2)];
    renderDesign(landerAnswer({ type: 'iconslanding', members, has_fictional: false }));
    expect(screen.getByText('feature.honest.text')).toBeTruthy();
    expect(screen.queryByRole('img', { name: 'Fictional profile' })).toBeNull();
    expect(screen.queryByTestId('disclosure')).toBeNull();
  });

  it("speaks to the niche, or uses the campaign's copy, and its button leads to the sign-up", () => {
    renderDesign(landerAnswer({ type: 'iconslanding', niche: 4 }));
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('headline.gay');
    cleanup();
    renderDesign(landerAnswer({ type: 'iconslanding', copy: { headline: 'Hi', text: 'Honest.', cta: 'Start' } }));
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Hi');
    expect(screen.getByText('Honest.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Start' }));
    expect(document.activeElement).toBe(screen.getByTestId('iconslanding-signup'));
  });

  it('takes the visitor from its button straight into the first field of the sign-up', () => {
    const lander = landerAnswer({ type: 'iconslanding' });
    render(<Design lander={lander} signup={<input aria-label="Email" />} disclosure={null} />);
    fireEvent.click(screen.getByRole('button', { name: 'cta' }));
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'Email' }));
  });
});
