import type { SignupModalState } from '@app/shared/stores/signup-modal';

/**
 * Whether Escape and a backdrop click may close the signup modal (spec section 4): not while a
 * sign-up is in progress (anything typed or chosen in the account step); the login view always may.
 */
export function isModalDismissible(view: SignupModalState['view'], signupInProgress: boolean): boolean {
  return view === 'login' || !signupInProgress;
}
