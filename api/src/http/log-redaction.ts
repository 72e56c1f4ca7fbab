/**
 * What a log line must never carry: a member's email, phone number or IBAN, wherever it shows up (an
 * error message, a URL, a mail server's complaint). Passwords, cookies and tokens are dropped by key
 * (`logger-options.ts`) and by the error serializer; this is the net under every line.
 */
export const REDACTED = '[redacted]';

/** The domain ends in a name of letters, so a package in a path (`pino@10.4.0`) is no email. */
const EMAIL = /[\p{L}\p{N}._%+'-]+@(?:[\p{L}\p{N}-]+\.)+\p{L}[\p{L}\p{N}-]*/gu;
/** International (`+49 151 1234567`, `0049…`) and national (`0151/1234567`) numbers: 8 digits or more. */
const PHONE = /(?:\+|\b00|\b0)\d(?:[ ()./-]{0,2}\d){6,}/g;
/** Two letters, two check digits and 10 to 30 letters and digits, with or without spaces in groups of 4. */
const IBAN = /\b[A-Z]{2}\d{2}(?: ?[A-Z0-9]{4}){2,7}(?: ?[A-Z0-9]{1,4})?\b/gi;
/** A query value worth keeping: a small number (a page, an id). Everything else may be a token or a name. */
const HARMLESS_QUERY_VALUE = /^\d{1,9}$/;

/** The text with every email, phone number and IBAN replaced. */
export function scrubText(text: string): string {
  return text.replace(EMAIL, REDACTED).replace(IBAN, REDACTED).replace(PHONE, REDACTED);
}

/** A path with its query values replaced (tokens, emails and names travel in queries), small numbers kept. */
export function redactUrl(url: string): string {
  const at = url.indexOf('?');
  if (at < 0) return scrubText(url);
  const query = url
    .slice(at + 1)
    .split('&')
    .map((pair) => {
      const equals = pair.indexOf('=');
      if (equals < 0) return pair;
      const value = pair.slice(equals + 1);
      return HARMLESS_QUERY_VALUE.test(value) ? pair : `${pair.slice(0, equals)}=${REDACTED}`;
    })
    .join('&');
  return scrubText(`${url.slice(0, at)}?${query}`);
}

/**
 * SQL as a statement's text without the values written into it: quoted literals become `'?'` (values
 * sent as parameters are `$1` placeholders already), then what is left is scrubbed.
 */
export function redactSql(sql: string): string {
  return scrubText(sql.replace(/'(?:[^']|'')*'/g, "'?'"));
}

/**
 * A database error's message without the value it quotes: PostgreSQL ends messages such as
 * `invalid input syntax for type integer: "jane"` with the value that failed.
 */
export function redactDatabaseMessage(message: string): string {
  return scrubText(message.replace(/: "(?:[^"]|"")*"/g, `: "${REDACTED}"`));
}
