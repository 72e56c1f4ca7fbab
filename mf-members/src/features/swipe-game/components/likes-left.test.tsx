import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { formatResetTime } from '../reset-time';
import { LikesLeft } from './likes-left';
import { renderRoutes } from '../../../test-support/render';

const RESETS_AT = '2026-11-23T00:00:00.000Z';

const renderLikesLeft = (likesLeft: number) =>
  renderRoutes([{ path: '*', element: <LikesLeft likesLeft={likesLeft} resetsAt={RESETS_AT} /> }]);

afterEach(cleanup);

// Without an i18next instance the texts are their keys.
describe('LikesLeft', () => {
  it('shows the likes left while there are some', async () => {
    await renderLikesLeft(3);
    expect(screen.getByTestId('likes-left').textContent).toBe('swipeGame.likesLeft');
    expect(screen.queryByTestId('likes-used-up')).toBeNull();
  });

  it('says when the likes are used up, when they come back and links to the members', async () => {
    await renderLikesLeft(0);
    const notice = screen.getByTestId('likes-used-up');
    expect(notice.getAttribute('role')).toBe('status');
    expect(notice.textContent).toContain('swipeGame.usedUp');
    expect(notice.textContent).toContain('swipeGame.comeBack');
    expect(screen.getByRole('link', { name: 'swipeGame.browseMembers' }).getAttribute('href')).toBe('/members');
    expect(screen.queryByTestId('likes-left')).toBeNull();
  });
});

describe('formatResetTime', () => {
  it('writes the moment in the UI language', () => {
    expect(formatResetTime(RESETS_AT, 'en', 'UTC')).toBe('Monday, November 23 at 12:00 AM');
    expect(formatResetTime(RESETS_AT, 'de', 'UTC')).toBe('Montag, 23. November um 00:00');
    expect(formatResetTime(RESETS_AT, 'nl', 'Europe/Amsterdam')).toBe('maandag 23 november om 01:00');
  });
});
