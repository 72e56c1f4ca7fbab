import type { SignupReason } from '@app/shared/stores/signup-modal';
import { openSignupModal } from '@app/shared/stores/signup-modal';

/** A visitor's action that needs login: the signup modal with the action's own message. */
export function askVisitorToSignUp(reason: SignupReason, profile: { id: number; name: string }): void {
  openSignupModal({ reason, name: profile.name, returnTo: `/members/${profile.id}` });
}
