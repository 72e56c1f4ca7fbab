import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Settings } from '@app/shared/contract';
import { $settings } from '@app/shared/stores/settings';
import { setTestCatalogues } from '@app/shared/test-support/i18n';
import { landerAnswer, landerMember } from '../../test-support/lander-fixtures';
import en from './locales/en.json';
import MaplandingDesign from './maplanding-design';

const signup = (
  <form aria-label="Sign-up form">
    <input aria-label="Email" />
  </form>
);
const disclosure = <p>Some profiles are fictional.</p>;

beforeAll(() => setTestCatalogues('en', { 'landers-maplanding': en }));
beforeEach(() => $settings.set({ fictional_icon: '✦', fictional_singular: 'Fictional profile' } as Settings));
afterEach(cleanup);

function renderLander(overrides: Parameters<typeof landerAnswer>[0] = {}, count = 4) {
  const lander = landerAnswer({ type: 'maplanding', ...overrides }, count);
  render(<MaplandingDesign lander={lander} signup={signup} disclosure={disclosure} />);
  return lander;
}

describe('the map lander', () => {
  it('puts members with a position on the map as buttons and lists the others beside it', async () => {
    const members = [
      landerMember(1, { name: 'Anna', city: 'Utrecht' }),
      landerMember(2, { name: 'Bea', city: null, latitude: null, longitude: null }),
      landerMember(3, { name: 'Cleo', city: 'Groningen', latitude: 53.2, longitude: 6.6 }),
    ];
    renderLander({ members, has_fictional: true });
    const map = await screen.findByRole('group', { name: /Map of Netherlands/ });
    await within(map).findByRole('button', { name: /^Anna, 2\d years, Utrecht/ });
    expect(within(map).getByRole('button', { name: /^Cleo, .*Groningen, Fictional profile$/ })).toBeTruthy();
    expect(within(map).queryByRole('button', { name: /Bea/ })).toBeNull();
    const list = screen.getByRole('region', { name: 'More members' });
    expect(within(list).getByText('Bea')).toBeTruthy();
    expect(screen.getByText('2 members on the map')).toBeTruthy();
  });

  it('shows who a pin is on focus, with the fictional mark, and leads to the sign-up', async () => {
    renderLander({ members: [landerMember(3, { name: 'Cleo' })], has_fictional: true });
    const pin = await screen.findByRole('button', { name: /^Cleo/ });
    fireEvent.focus(pin);
    expect(pin.getAttribute('aria-pressed')).toBe('true');
    const heading = screen.getByRole('heading', { name: /Cleo/ });
    expect(within(heading).getByRole('img', { name: 'Fictional profile' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Sign up to write to Cleo' }));
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'Email' }));
  });

  it('takes the campaign copy over its own texts, and the niche picks the default headline', () => {
    renderLander({ copy: { headline: 'Xmas dates', text: 'Under the mistletoe', cta: 'Join now' } });
    expect(screen.getByRole('heading', { level: 1, name: 'Xmas dates' })).toBeTruthy();
    expect(screen.getByText('Under the mistletoe')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Join now' })).toBeTruthy();
    cleanup();
    renderLander({ niche: 6 });
    expect(screen.getByRole('heading', { level: 1, name: en.headline.senior })).toBeTruthy();
    expect(screen.getByRole('button', { name: en.cta })).toBeTruthy();
  });

  it('lists every member when the country has no map, and shows the disclosure before the sign-up', () => {
    renderLander({ country: 'JP' }, 3);
    expect(screen.queryByRole('group', { name: /Map of/ })).toBeNull();
    expect(within(screen.getByRole('region', { name: 'More members' })).getAllByRole('listitem')).toHaveLength(3);
    const disclosureNode = screen.getByText('Some profiles are fictional.');
    const form = screen.getByRole('form', { name: 'Sign-up form' });
    expect(disclosureNode.compareDocumentPosition(form) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });
});
