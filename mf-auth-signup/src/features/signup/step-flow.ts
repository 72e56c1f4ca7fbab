import { SIGNUP_COMPLETE_QUERY, type CompletableStep, type SignupStep, type User } from '@app/shared/contract';
import { COMPLETABLE_STEPS, SIGNUP_STEPS } from '@app/shared/contract/profile-values';

/** The steps of /signup: all of spec section 2, in order. */
export const SIGNUP_FLOW: readonly SignupStep[] = SIGNUP_STEPS;

/** Where a finished sign-up leads: the first matches, flagged for the activation reminder (spec section 4). */
export const SIGNUP_DONE_PATH = `/signup-matches?${SIGNUP_COMPLETE_QUERY}=1`;

/** Steps a member may skip: everything but creating the account and the email check. */
const SKIPPABLE: ReadonlySet<SignupStep> = new Set(['photo', 'location', 'personal', 'about', 'push']);

export function isSkippable(step: SignupStep): boolean {
  return SKIPPABLE.has(step);
}

/**
 * The steps of /complete-signup: those the server names as missing (in step order), then push, then
 * the email check while the address is not confirmed.
 */
export function completeSignupSteps(incomplete: readonly CompletableStep[], status: User['status']): SignupStep[] {
  const missing = COMPLETABLE_STEPS.filter((step) => incomplete.includes(step));
  return [...missing, 'push', ...(status === 'not_confirmed' ? (['email'] as const) : [])];
}

/** Where /signup starts: a visitor at the account step, a member at the draft's step; null when a member has no sign-up in progress. */
export function resumeSignupStep(draftStep: SignupStep, loggedIn: boolean): SignupStep | null {
  if (!loggedIn) return 'account';
  return draftStep === 'account' ? null : draftStep;
}

/** The step after `step`, or null when it is the last. */
export function nextStep(steps: readonly SignupStep[], step: SignupStep): SignupStep | null {
  const index = steps.indexOf(step);
  return index >= 0 && index + 1 < steps.length ? steps[index + 1]! : null;
}

/** The step Back leads to; never the account step (the account exists once it is done). */
export function previousStep(steps: readonly SignupStep[], step: SignupStep): SignupStep | null {
  const index = steps.indexOf(step);
  const previous = index > 0 ? steps[index - 1]! : null;
  return previous === 'account' ? null : previous;
}

/** "Step 3 of 7": the 1-based position of a step and the number of steps. */
export function stepPosition(steps: readonly SignupStep[], step: SignupStep): { current: number; total: number } {
  return { current: steps.indexOf(step) + 1, total: steps.length };
}
