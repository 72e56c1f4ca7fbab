import { RETURN_PATH_MAX_LENGTH } from '@app/shared/contract';

/** The contract's rule for a return path: a path of this site (`/chats/12`), never another origin. */
const SITE_PATH = /^\/(?!\/)[^\s\\]*$/;

/**
 * The `?return=` of a payment page when it is a path of this site, else null: the order's
 * `return_path`, where the result page leads after a completed payment.
 */
export function returnPathOf(search: string): string | null {
  const value = new URLSearchParams(search).get('return');
  if (!value || value.length > RETURN_PATH_MAX_LENGTH || !SITE_PATH.test(value)) return null;
  return value;
}

/** A payment page's address carrying the return path on: `/credits/3?return=%2Fchats%2F12`. */
export function withReturn(path: string, returnPath: string | null): string {
  return returnPath ? `${path}?return=${encodeURIComponent(returnPath)}` : path;
}
