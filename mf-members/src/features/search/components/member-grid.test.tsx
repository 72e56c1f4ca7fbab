import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { testProfile } from '@app/shared/test-support/fixtures';
import { renderRoutes } from '../../../test-support/render';
import { MemberGrid } from './member-grid';

afterEach(cleanup);

describe('MemberGrid', () => {
  it("loads the first row's photos first, a phone's row at once, the rest lazily", async () => {
    const profiles = Array.from({ length: 8 }, (_, index) => testProfile(index + 1));
    await renderRoutes([{ path: '*', element: <MemberGrid profiles={profiles} /> }]);
    const images = screen.getAllByTestId('member-card').map((card) => card.querySelector('img')!);
    expect(images.map((image) => image.getAttribute('loading'))).toEqual([
      ...Array<string>(2).fill('eager'),
      ...Array<string>(6).fill('lazy'),
    ]);
    expect(images.map((image) => image.getAttribute('fetchpriority'))).toEqual([
      ...Array<string>(5).fill('high'),
      ...Array<null>(3).fill(null),
    ]);
  });
});
