import type { SignupReason } from '@app/shared/stores/signup-modal';

/** Reasons whose text can name the member the visitor wanted to reach. */
const NAMED: ReadonlySet<SignupReason> = new Set(['generic', 'chat', 'like', 'gift', 'photos', 'profile']);

/**
 * The translation key (in `auth`) of why the visitor is asked to sign up (spec section 6): each
 * action has its own text, with the member's name where one is given.
 */
export function reasonKey(reason: SignupReason, name?: string): string {
  return name?.trim() && NAMED.has(reason) ? `signup.reason.${reason}Named` : `signup.reason.${reason}`;
}
