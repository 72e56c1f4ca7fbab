import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { Settings } from '@app/shared/contract';
import { $settings } from '@app/shared/stores/settings';
import { MemberCard } from './member-card';
import { testProfile } from '@app/shared/test-support/fixtures';
import { renderRoutes } from '../test-support/render';

afterEach(() => {
  cleanup();
  $settings.set(null);
});

describe('MemberCard', () => {
  it('links name and age to the profile, with the lazy thumbnail and the country when asked', async () => {
    await renderRoutes([
      { path: '*', element: <MemberCard profile={testProfile(5)} headingLevel={2} testId="card" showCountry /> },
    ]);
    const link = screen.getByRole('link', { name: 'Member 5, 30' });
    expect(link.getAttribute('href')).toBe('/members/5');
    expect(link.closest('h2')).toBeTruthy();
    const image = screen.getByTestId('card').querySelector('img')!;
    expect(image.getAttribute('src')).toBe('/photos/5/a-thumb.webp');
    expect(image.getAttribute('loading')).toBe('lazy');
    expect(screen.getByTestId('card').querySelectorAll('p')).toHaveLength(1);
  });

  it('marks a fictional member, shows the badge and keeps its buttons above the link', async () => {
    $settings.set({ fictional_icon: '✦', fictional_singular: 'Fictional profile' } as Settings);
    await renderRoutes([
      {
        path: '*',
        element: (
          <MemberCard profile={testProfile(6, { fictional: true })} headingLevel={3} testId="card" badge="New">
            <button type="button">Like</button>
          </MemberCard>
        ),
      },
    ]);
    expect(screen.getByTitle('Fictional profile').textContent).toBe('✦');
    expect(screen.getByText('New')).toBeTruthy();
    expect(screen.getByTestId('card').querySelectorAll('p')).toHaveLength(0);
    expect(screen.getByRole('button', { name: 'Like' }).parentElement!.className).toContain('z-2');
  });
});
