import { isReturnPath } from '@app/shared/contract/return-path';

/**
 * The raw `?return=` of a payment page (unchecked): the order gets it as its return path only when
 * it passes the contract's rule, checked when the member pays (`checkedReturnPath`).
 */
export function returnParamOf(search: string): string | null {
  return new URLSearchParams(search).get('return') || null;
}

/**
 * The return path when the value is a path of this site (the contract's rule, the one the server
 * applies to the order's `return_path`), else null: where the result page leads after a completed
 * payment.
 */
export function checkedReturnPath(value: string | null): string | null {
  return value && isReturnPath(value) ? value : null;
}

/** A payment page's address carrying the return path on: `/credits/3?return=%2Fchats%2F12`. */
export function withReturn(path: string, returnPath: string | null): string {
  return returnPath ? `${path}?return=${encodeURIComponent(returnPath)}` : path;
}
