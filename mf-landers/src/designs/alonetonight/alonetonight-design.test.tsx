import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Settings } from '@app/shared/contract';
import { $settings } from '@app/shared/stores/settings';
import { $signupDraft, clearSignupDraft } from '@app/shared/stores/signup-draft';
import { landerAnswer, landerMember } from '../../test-support/lander-fixtures';
import Design from './alonetonight-design';

const members = [
  landerMember(1, { gender: 'female', age: 24, name: 'Anna' }),
  landerMember(2, { gender: 'male', age: 33, name: 'Bram' }),
  landerMember(3, { gender: 'female', age: 41, name: 'Carla', fictional: true }),
  landerMember(4, { gender: 'female', age: 36, name: 'Dewi' }),
];
const lander = (overrides = {}) => landerAnswer({ type: 'alonetonight', members, has_fictional: true, ...overrides });
const renderDesign = (answer = lander()) =>
  render(<Design lander={answer} signup={<form data-testid="signup" />} disclosure={<p data-testid="disclosure" />} />);
const choose = (name: string) => fireEvent.click(screen.getByRole('button', { name }));
const question = () => screen.getByRole('heading', { level: 2 }).textContent;

beforeEach(() => $settings.set({ fictional_icon: '✦', fictional_singular: 'Fictional profile' } as Settings));
afterEach(() => {
  cleanup();
  clearSignupDraft();
  $settings.set(null);
});

describe('the alonetonight design', () => {
  it('asks one question at a time, then shows the members who fit and the sign-up', () => {
    renderDesign();
    expect(question()).toBe('question.seeking');
    expect(screen.getByText('progress')).toBeTruthy();
    expect(screen.queryByTestId('signup')).toBeNull();
    choose('seeking.female');
    expect($signupDraft.get().seeking).toBe('women');
    expect(question()).toBe('question.age');
    expect(document.activeElement?.textContent).toBe('question.age');
    choose('30–44');
    expect(question()).toBe('question.intent');
    choose('intent.date');
    const results = screen.getByTestId('results');
    expect(within(results).getByRole('heading', { level: 2 }).textContent).toBe('results.title');
    expect(within(results).getByText('results.text.date')).toBeTruthy();
    expect(
      within(screen.getByTestId('matches'))
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Carla, 41✦Utrecht', 'Dewi, 36Utrecht']);
    const disclosure = screen.getByTestId('disclosure');
    expect(
      disclosure.compareDocumentPosition(screen.getByTestId('signup')) & Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy();
  });

  it('goes back a question, and starts again from the results', () => {
    renderDesign();
    choose('seeking.male');
    choose('back');
    expect(question()).toBe('question.seeking');
    choose('seeking.male');
    choose('age.any');
    choose('intent.chat');
    expect(within(screen.getByTestId('matches')).getAllByRole('listitem')).toHaveLength(1);
    choose('restart');
    expect(question()).toBe('question.seeking');
  });

  it('shows other members, saying so, when nobody fits', () => {
    renderDesign();
    choose('seeking.male');
    choose('60+');
    choose('intent.serious');
    expect(screen.getByText('results.none')).toBeTruthy();
    expect(screen.getByText('results.others')).toBeTruthy();
    expect(within(screen.getByTestId('matches')).getAllByRole('listitem')).toHaveLength(4);
  });

  it('skips the gender question on a lesbian lander, and the questions on request', () => {
    renderDesign(lander({ niche: 5 }));
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('headline.lesbian');
    expect(question()).toBe('question.age');
    choose('skipQuestions');
    expect(screen.getByText('results.titleSkipped')).toBeTruthy();
    expect(screen.getByTestId('signup')).toBeTruthy();
  });

  it("uses the campaign's copy and marks fictional members", () => {
    renderDesign(lander({ copy: { headline: 'Alone tonight?', text: 'Three questions.', cta: 'Go' } }));
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Alone tonight?');
    expect(screen.getByText('Three questions.')).toBeTruthy();
    expect(screen.getAllByRole('img', { name: 'Fictional profile' })).toHaveLength(1);
    choose('skipQuestions');
    expect(screen.getByRole('button', { name: 'Go' })).toBeTruthy();
    expect(screen.getAllByRole('img', { name: 'Fictional profile' })).toHaveLength(2);
  });
});
