import { isReturnPath } from '@app/shared/contract';

/**
 * The `?return=` of a payment page when it is a path of this site (the contract's rule, the one the
 * server applies to the order's `return_path`), else null: where the result page leads after a
 * completed payment.
 */
export function returnPathOf(search: string): string | null {
  const value = new URLSearchParams(search).get('return');
  return value && isReturnPath(value) ? value : null;
}

/** A payment page's address carrying the return path on: `/credits/3?return=%2Fchats%2F12`. */
export function withReturn(path: string, returnPath: string | null): string {
  return returnPath ? `${path}?return=${encodeURIComponent(returnPath)}` : path;
}
