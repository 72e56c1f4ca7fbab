import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Settings } from '@app/shared/contract';
import { $settings } from '@app/shared/stores/settings';
import { setTestCatalogues } from '@app/shared/test-support/i18n';
import { landerAnswer, landerMember } from '../../test-support/lander-fixtures';
import en from './locales/en.json';
import SocialnetworkDesign from './socialnetwork-design';

const signup = (
  <form aria-label="Sign-up form">
    <input aria-label="Email" />
  </form>
);
const disclosure = <p>Some profiles are fictional.</p>;

beforeAll(() => setTestCatalogues('en', { 'landers-socialnetwork': en }));
beforeEach(() => $settings.set({ fictional_icon: '✦', fictional_singular: 'Fictional profile' } as Settings));
afterEach(cleanup);

function renderLander(overrides: Parameters<typeof landerAnswer>[0] = {}, count = 4) {
  const lander = landerAnswer({ type: 'socialnetwork', ...overrides }, count);
  render(<SocialnetworkDesign lander={lander} signup={signup} disclosure={disclosure} />);
  return lander;
}

describe('the social-network lander', () => {
  it('shows a post per member with their own line, photo, age and town, fictional ones marked', () => {
    const members = [
      landerMember(1, { name: 'Anna', line: 'Coffee first.', fictional: false }),
      landerMember(3, { name: 'Cleo', line: null, city: null, fictional: true }),
    ];
    renderLander({ members, has_fictional: true });
    const anna = screen.getByRole('article', { name: 'Anna' });
    expect(within(anna).getByText('Coffee first.')).toBeTruthy();
    expect(within(anna).getByText(`${members[0]!.age} years · Utrecht`)).toBeTruthy();
    expect(within(anna).getByRole('img', { name: 'Photo of Anna' })).toBeTruthy();
    expect(within(anna).queryByRole('img', { name: 'Fictional profile' })).toBeNull();
    const cleo = screen.getByRole('article', { name: /Cleo/ });
    expect(within(cleo).getByRole('img', { name: 'Fictional profile' })).toBeTruthy();
    expect(within(cleo).getByText(`${members[1]!.age} years`)).toBeTruthy();
    // No invented counts of likes or comments.
    expect(document.body.textContent).not.toMatch(/\d+ (likes|comments)/);
  });

  it('leads a like, comment or message to the sign-up and says it takes one', () => {
    renderLander({ members: [landerMember(1, { name: 'Anna' })] });
    const post = screen.getByRole('article', { name: 'Anna' });
    fireEvent.click(within(post).getByRole('button', { name: 'Like' }));
    expect(screen.getByText('Sign up free to like Anna.')).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'Email' }));
    fireEvent.click(within(post).getByRole('button', { name: 'Message' }));
    expect(screen.getByText('Sign up free to send Anna a message.')).toBeTruthy();
  });

  it('shows the disclosure before the sign-up, which comes once, after the first posts', () => {
    renderLander({}, 5);
    const form = screen.getByRole('form', { name: 'Sign-up form' });
    const disclosureNode = screen.getByText('Some profiles are fictional.');
    expect(disclosureNode.compareDocumentPosition(form) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    const articles = screen.getAllByRole('article');
    expect(articles[1]!.compareDocumentPosition(form) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(articles[2]!.compareDocumentPosition(form) & Node.DOCUMENT_POSITION_PRECEDING).toBeTruthy();
  });

  it('takes the campaign copy over its own texts, and the niche picks the default headline', () => {
    renderLander({ copy: { headline: 'Xmas dates', text: 'Under the mistletoe', cta: 'Join now' } });
    expect(screen.getByRole('heading', { level: 1, name: 'Xmas dates' })).toBeTruthy();
    expect(screen.getByText('Under the mistletoe')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Join now' })).toBeTruthy();
    cleanup();
    renderLander({ niche: 3 });
    expect(screen.getByRole('heading', { level: 1, name: en.headline.plus_size })).toBeTruthy();
    expect(screen.getByText(en.text)).toBeTruthy();
  });
});
