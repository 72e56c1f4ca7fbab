// Zod-free on purpose: pages check `?return=` with this, and zod here would join every first visit (ADR 0019).

/** Where the page returns after a completed payment: a path of this site (`/chats/12`), never a URL. */
export const RETURN_PATH_MAX_LENGTH = 200;
/** A path of this site: one leading slash (not `//host`), no whitespace, no backslash. */
export const RETURN_PATH_PATTERN = /^\/(?!\/)[^\s\\]*$/;

/** Whether a value may be a return path (the page checks `?return=` by the rule the server applies). */
export function isReturnPath(value: unknown): value is string {
  return typeof value === 'string' && value.length <= RETURN_PATH_MAX_LENGTH && RETURN_PATH_PATTERN.test(value);
}
