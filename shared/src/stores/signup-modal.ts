import { atom } from 'nanostores';
import type { SignupReason } from '../contract/routes';

export { SIGNUP_REASONS, type SignupReason } from '../contract/routes';

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
