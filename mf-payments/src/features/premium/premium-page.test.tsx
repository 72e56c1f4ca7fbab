import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from '@app/shared/router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { api } from '@app/shared/api';
import type * as ApiModule from '@app/shared/api';
import type { Settings } from '@app/shared/contract';
import { $settings } from '@app/shared/stores/settings';
import { $signupModal, closeSignupModal } from '@app/shared/stores/signup-modal';
import { $user } from '@app/shared/stores/user';
import { testUser } from '@app/shared/test-support/fixtures';
import { testPriceList } from '../../test-support/payments-fixtures';
import { PremiumPage } from './premium-page';

vi.mock('@app/shared/api', async (importOriginal) => ({
  ...(await importOriginal<typeof ApiModule>()),
  api: vi.fn(),
}));

beforeEach(() => {
  $settings.set({
    countries: ['NL'],
    geoip_country: 'NL',
    geoip_selected_country: null,
    fictional_warning: 'Some profiles are fictional.',
    fictional_plural: 'fictional profiles',
    fictional_icon: '✦',
  } as Settings);
  vi.mocked(api).mockResolvedValue(testPriceList('NL'));
});
afterEach(() => {
  cleanup();
  vi.mocked(api).mockReset();
  $user.set(undefined);
  $settings.set(null);
  closeSignupModal();
});

async function renderPremium() {
  const router = createMemoryRouter([{ path: '/premium', element: <PremiumPage /> }], { initialEntries: ['/premium'] });
  await act(async () => {
    render(<RouterProvider router={router} />);
  });
}

// Without an i18next instance the texts are their keys.
describe('/premium', () => {
  it('shows the fictional-profile disclosure before any purchase button, and the tiers of the payment country', async () => {
    $user.set(testUser());
    await renderPremium();
    expect(api).toHaveBeenCalledWith('/api/packages.php', { query: { country: 'NL' } });
    const disclosure = screen.getByTestId('fictional-disclosure');
    expect(disclosure.textContent).toContain('Some profiles are fictional.');
    const choose = screen.getAllByRole('link', { name: /premium\.choose/ });
    expect(choose).toHaveLength(4);
    for (const link of choose) {
      expect(disclosure.compareDocumentPosition(link) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    }
    expect(choose.map((link) => link.getAttribute('href'))).toEqual([
      '/credits/1',
      '/credits/2',
      '/credits/3',
      '/credits/4',
    ]);
    expect(screen.getAllByText('packages.recommended')).toHaveLength(1);
  });

  it('asks a visitor to sign up first, then comes back to the chosen package', async () => {
    $user.set(null);
    await renderPremium();
    fireEvent.click(screen.getAllByRole('button', { name: /premium\.choose/ })[1]!);
    expect($signupModal.get()).toMatchObject({ open: true, returnTo: '/credits/2' });
  });
});
