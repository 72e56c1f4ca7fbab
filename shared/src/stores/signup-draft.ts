import { atom, computed } from 'nanostores';
import { SIGNUP_STEPS, type SignupStep } from '../contract/own-profile';
import type { GENDERS } from '../contract/profile';
import { SEEKING, type Seeking } from '../contract/signup';

/**
 * The sign-up form draft of spec section 3 (email, name, date_of_birth, signup_message, password),
 * the account step's gender and whom the visitor looks for, and the current step: kept across a
 * reload in sessionStorage (ADR 0010: it holds the password, so it lives only as long as the tab).
 */
export interface SignupDraft {
  email: string;
  name: string;
  /** YYYY-MM-DD, as a date input gives it. */
  date_of_birth: string;
  signup_message: string;
  password: string;
  gender: (typeof GENDERS)[number] | '';
  seeking: Seeking | '';
  step: SignupStep;
}

const STORAGE_KEY = 'signupDraft';
const TEXT_FIELDS = ['email', 'name', 'date_of_birth', 'signup_message', 'password'] as const;

export const EMPTY_SIGNUP_DRAFT: SignupDraft = {
  email: '',
  name: '',
  date_of_birth: '',
  signup_message: '',
  password: '',
  gender: '',
  seeking: '',
  step: 'account',
};

function storage(): Storage | undefined {
  try {
    return globalThis.sessionStorage;
  } catch {
    return undefined;
  }
}

/** The stored draft, keeping only fields of the right kind (a tampered value starts empty). */
function readStored(): SignupDraft {
  try {
    const stored = JSON.parse(storage()?.getItem(STORAGE_KEY) ?? '{}') as Record<string, unknown>;
    const draft: SignupDraft = { ...EMPTY_SIGNUP_DRAFT };
    for (const field of TEXT_FIELDS) if (typeof stored[field] === 'string') draft[field] = stored[field];
    if (stored.gender === 'male' || stored.gender === 'female') draft.gender = stored.gender;
    if (SEEKING.includes(stored.seeking as Seeking)) draft.seeking = stored.seeking as Seeking;
    if (SIGNUP_STEPS.includes(stored.step as SignupStep)) draft.step = stored.step as SignupStep;
    return draft;
  } catch {
    return { ...EMPTY_SIGNUP_DRAFT };
  }
}

/** Whether the visitor has typed or chosen anything, or is past the account step. */
export function hasSignupInput(draft: SignupDraft): boolean {
  return (
    draft.step !== 'account' ||
    (Object.keys(EMPTY_SIGNUP_DRAFT) as (keyof SignupDraft)[]).some((field) => field !== 'step' && draft[field] !== '')
  );
}

export const $signupDraft = atom<SignupDraft>(readStored());

/** A sign-up is in progress: the signup modal may then not be closed by Escape or the backdrop. */
export const $signupInProgress = computed($signupDraft, hasSignupInput);

function write(draft: SignupDraft): void {
  $signupDraft.set(draft);
  try {
    if (hasSignupInput(draft)) storage()?.setItem(STORAGE_KEY, JSON.stringify(draft));
    else storage()?.removeItem(STORAGE_KEY);
  } catch {
    // Storage full or blocked: the draft still holds until the tab reloads.
  }
}

/** Changes fields of the draft (as the visitor types). */
export function updateSignupDraft(patch: Partial<Omit<SignupDraft, 'step'>>): void {
  write({ ...$signupDraft.get(), ...patch });
}

/** Moves the draft to a step, so that a reload continues there. */
export function setSignupStep(step: SignupStep): void {
  write({ ...$signupDraft.get(), step });
}

/** The account exists: the password is no longer needed and leaves the storage. */
export function signupAccountCreated(nextStep: SignupStep): void {
  write({ ...$signupDraft.get(), password: '', step: nextStep });
}

/** The sign-up finished or was abandoned: nothing of it stays. */
export function clearSignupDraft(): void {
  write({ ...EMPTY_SIGNUP_DRAFT });
}
