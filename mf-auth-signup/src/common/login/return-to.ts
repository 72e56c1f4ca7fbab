/** Where a member goes after logging in when nothing else was asked for. */
export const AFTER_LOGIN = '/members';

/**
 * A `returnTo` that is a same-site path (one leading slash, never `//` or `/\`, which browsers read
 * as another host), else the members page: a link cannot send a member to another site.
 */
export function safeReturnTo(value: string | null | undefined): string {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return AFTER_LOGIN;
  if (/[\s\\]/.test(value)) return AFTER_LOGIN;
  return value;
}
