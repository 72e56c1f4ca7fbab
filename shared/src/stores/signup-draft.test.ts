// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  $signupDraft,
  $signupInProgress,
  clearSignupDraft,
  EMPTY_SIGNUP_DRAFT,
  setSignupStep,
  signupAccountCreated,
  updateSignupDraft,
} from './signup-draft';

const KEY = 'signupDraft';

function stored(): unknown {
  return JSON.parse(sessionStorage.getItem(KEY) ?? 'null');
}

describe('$signupDraft', () => {
  beforeEach(() => {
    sessionStorage.clear();
    localStorage.clear();
    $signupDraft.set({ ...EMPTY_SIGNUP_DRAFT });
  });

  afterEach(() => {
    sessionStorage.clear();
    localStorage.clear();
    vi.resetModules();
  });

  it('starts empty, on the account step, and not in progress', () => {
    expect($signupDraft.get()).toEqual(EMPTY_SIGNUP_DRAFT);
    expect($signupDraft.get().step).toBe('account');
    expect($signupInProgress.get()).toBe(false);
  });

  it('keeps the five draft fields of spec section 3 in sessionStorage, never in localStorage', () => {
    updateSignupDraft({
      email: 'sam@example.com',
      name: 'Sam',
      date_of_birth: '1990-04-01',
      signup_message: 'Hi!',
      password: 'secret123',
    });
    expect(stored()).toMatchObject({
      email: 'sam@example.com',
      name: 'Sam',
      date_of_birth: '1990-04-01',
      signup_message: 'Hi!',
      password: 'secret123',
    });
    expect(localStorage.length).toBe(0);
  });

  it('is in progress as soon as anything is typed or chosen', () => {
    updateSignupDraft({ name: 'S' });
    expect($signupInProgress.get()).toBe(true);
    updateSignupDraft({ name: '' });
    expect($signupInProgress.get()).toBe(false);
    updateSignupDraft({ gender: 'female' });
    expect($signupInProgress.get()).toBe(true);
  });

  it('stores nothing while the draft is empty', () => {
    updateSignupDraft({ email: 'a' });
    updateSignupDraft({ email: '' });
    expect(sessionStorage.getItem(KEY)).toBeNull();
  });

  it('survives a reload with the current step', async () => {
    updateSignupDraft({ email: 'sam@example.com', gender: 'male', seeking: 'women' });
    setSignupStep('location');
    vi.resetModules();
    const fresh = await import('./signup-draft');
    expect(fresh.$signupDraft.get()).toMatchObject({
      email: 'sam@example.com',
      gender: 'male',
      seeking: 'women',
      step: 'location',
    });
    expect(fresh.$signupInProgress.get()).toBe(true);
  });

  it('drops the password once the account exists and moves on', () => {
    updateSignupDraft({ email: 'sam@example.com', password: 'secret123' });
    signupAccountCreated('photo');
    expect($signupDraft.get()).toMatchObject({ email: 'sam@example.com', password: '', step: 'photo' });
    expect(stored()).toMatchObject({ password: '', step: 'photo' });
    expect(JSON.stringify(stored())).not.toContain('secret123');
  });

  it('forgets everything when the sign-up finishes', () => {
    updateSignupDraft({ email: 'sam@example.com', password: 'secret123' });
    setSignupStep('email');
    clearSignupDraft();
    expect($signupDraft.get()).toEqual(EMPTY_SIGNUP_DRAFT);
    expect(sessionStorage.getItem(KEY)).toBeNull();
  });

  it('ignores stored values of the wrong kind', async () => {
    sessionStorage.setItem(
      KEY,
      JSON.stringify({ email: 42, name: 'Sam', gender: 'robot', seeking: 'both', step: 'nowhere', admin: true }),
    );
    vi.resetModules();
    const fresh = await import('./signup-draft');
    expect(fresh.$signupDraft.get()).toEqual({ ...EMPTY_SIGNUP_DRAFT, name: 'Sam', seeking: 'both' });
  });

  it('starts empty when the stored value is unreadable', async () => {
    sessionStorage.setItem(KEY, '{not json');
    vi.resetModules();
    const fresh = await import('./signup-draft');
    expect(fresh.$signupDraft.get()).toEqual(EMPTY_SIGNUP_DRAFT);
  });
});
