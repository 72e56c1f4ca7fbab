import { atom } from 'nanostores';

/**
 * Why a visitor is asked to sign up: each action that needs login has its own message (spec section
 * 6). `generic` is the Login button and any other entry.
 */
export const SIGNUP_REASONS = ['generic', 'chat', 'like', 'gift', 'photos', 'profile', 'search'] as const;
export type SignupReason = (typeof SIGNUP_REASONS)[number];

export interface SignupModalState {
  open: boolean;
  /** Which form the modal shows first. */
  view: 'signup' | 'login';
  reason: SignupReason;
  /** The name of the member the visitor wanted to reach, for the reason's text. */
  name?: string;
  /** Where to go after logging in or signing up (a same-site path). */
  returnTo?: string;
}

/** The signup modal the shell hosts in the default and empty layouts; any remote may open it. */
export const $signupModal = atom<SignupModalState>({ open: false, view: 'signup', reason: 'generic' });

export function openSignupModal(options: Partial<Omit<SignupModalState, 'open'>> = {}): void {
  $signupModal.set({ view: 'signup', reason: 'generic', ...options, open: true });
}

export function closeSignupModal(): void {
  $signupModal.set({ ...$signupModal.get(), open: false });
}
