import { isReturnPath } from '../contract/return-path';

/**
 * Where a new member goes once /complete-signup is done, when the page they signed up on asked for a
 * place (`/members/12/signup` asks for the chat with member 12); otherwise the sign-up's usual end.
 * Kept for the tab in sessionStorage, and only a path of this site (the return-path rule), so a
 * stored value can never send the member elsewhere. Stateless (the state is in sessionStorage), so
 * each container bundles it and it costs no shared chunk of its own.
 */
const STORAGE_KEY = 'afterSignup';

function storage(): Storage | undefined {
  try {
    return globalThis.sessionStorage;
  } catch {
    return undefined;
  }
}

/** Asks for `path` after sign-up; a value that is not a path of this site asks for nothing. */
export function setAfterSignup(path: string): void {
  try {
    if (isReturnPath(path)) storage()?.setItem(STORAGE_KEY, path);
    else storage()?.removeItem(STORAGE_KEY);
  } catch {
    // Storage blocked: the sign-up ends where it usually does.
  }
}

/** The path asked for, or null (nothing asked, or a stored value that is not a path of this site). */
export function afterSignupPath(): string | null {
  try {
    const path = storage()?.getItem(STORAGE_KEY) ?? null;
    return isReturnPath(path) ? path : null;
  } catch {
    return null;
  }
}

/** Forgets the path. */
export function clearAfterSignup(): void {
  try {
    storage()?.removeItem(STORAGE_KEY);
  } catch {
    // Nothing stored that could be read either.
  }
}

/** The path asked for (or null), forgotten at once: it leads there once. */
export function takeAfterSignup(): string | null {
  const path = afterSignupPath();
  clearAfterSignup();
  return path;
}
