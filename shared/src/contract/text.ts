import { z } from 'zod';

/**
 * The one rule for every text a client sends (bodies, queries): which characters it may hold.
 *
 * Refused everywhere:
 * - U+0000 (NUL): PostgreSQL's `text` cannot hold it; the insert or the lookup fails and the client
 *   got a 500.
 * - The other C0 controls but tab, line feed and carriage return (U+0001-U+0008, U+000B, U+000C,
 *   U+000E-U+001F), DEL (U+007F) and the C1 controls (U+0080-U+009F): nobody types them; stored,
 *   they hide or reorder text in the pages that show it, and bring terminal escapes into logs.
 * - Lone surrogates (U+D800-U+DFFF not in a pair): no character at all; the UTF-8 encoding on the
 *   way to the database would silently store U+FFFD instead of what was checked.
 * Kept: tab, line feed and carriage return in texts of several lines (messages, reports, complaints,
 * "about me"), and every other character (emoji, joiners, right-to-left marks of real scripts).
 * A single line (`line()`: names, addresses, codes, tokens, domains) refuses tab and line breaks too.
 *
 * As regular expressions, so the OpenAPI page shows the rule as each field's `pattern`.
 */
// oxlint-disable-next-line no-control-regex
export const TEXT_PATTERN = /^[^\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F\uD800-\uDFFF]*$/u;
// oxlint-disable-next-line no-control-regex
export const LINE_PATTERN = /^[^\u0000-\u001F\u007F-\u009F\uD800-\uDFFF]*$/u;

/** A text of one or more lines; `message` is the translation key when the value is no string at all. */
export function text(message = 'errors.field_invalid') {
  return z.string(message).regex(TEXT_PATTERN, 'errors.field_invalid');
}

/** A text of one line (no tab, no line break). */
export function line(message = 'errors.field_invalid') {
  return z.string(message).regex(LINE_PATTERN, 'errors.field_invalid');
}
