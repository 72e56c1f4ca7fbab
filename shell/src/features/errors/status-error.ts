/**
 * An error with the HTTP status the error page shows (spec section 8) and no message of its own: the
 * page then says "Error" in the visitor's language. What went wrong is for the console, not the visitor.
 */
export class StatusError extends Error {
  constructor(readonly status: number) {
    super('');
    this.name = 'StatusError';
  }
}
