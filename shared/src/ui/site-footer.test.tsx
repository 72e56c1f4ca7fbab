import { act, cleanup, render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from '@app/shared/router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { api } from '@app/shared/api';
import type * as ApiModule from '@app/shared/api';
import english from '../i18n/locales/en.json';
import { Footer } from './site-footer';

vi.mock('@app/shared/api', async (importOriginal) => ({
  ...(await importOriginal<typeof ApiModule>()),
  api: vi.fn(async () => ({ company: null })),
}));

afterEach(() => cleanup());

// Without an i18next instance the texts are their keys.
describe('the footer', () => {
  it('has the spec’s nine links, then EU law’s withdrawal link to /withdrawal (ADR 0027)', async () => {
    const router = createMemoryRouter([{ path: '/', element: <Footer /> }]);
    await act(async () => {
      render(<RouterProvider router={router} />);
    });
    const links = within(screen.getByRole('navigation', { name: 'footer.label' })).getAllByRole('link');
    expect(links).toHaveLength(10);
    expect(links.at(-1)?.textContent).toBe('footer.withdrawal');
    expect(links.at(-1)?.getAttribute('href')).toBe('/withdrawal');
    expect(english.footer.withdrawal).toBe('Withdraw from contract here');
    expect(api).toHaveBeenCalledWith('/api/companyinfo.php');
  });
});
