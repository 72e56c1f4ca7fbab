// Zod-free on purpose: the direct debit form imports these at render, and zod here would join every first
// visit (ADR 0019).

/** The one-time code an SMS sends to confirm a direct debit mandate (issue 16): this many digits. */
export const SMS_CODE_DIGITS = 6;
/** A code works this many minutes after it was sent. */
export const SMS_CODE_VALID_MINUTES = 10;
/** After this many wrong codes the code is dead and the member needs a new one. */
export const SMS_CODE_MAX_WRONG_TRIES = 3;
/** At most this many codes per member in any hour (a rolling 60 minutes). */
export const SMS_CODES_PER_HOUR = 3;
