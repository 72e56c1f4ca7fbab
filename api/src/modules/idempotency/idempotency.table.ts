import type { Generated } from 'kysely';

/** A first answer as it went out: its content type and its exact text, replayed byte for byte. */
export interface StoredAnswer {
  contentType: string | null;
  body: string;
}

/** The first answer to a request with an Idempotency-Key, replayed for every repeat of it. */
export interface IdempotencyKeysTable {
  /** Whose key: a user id, or a session-less scope such as the client address. */
  scope: string;
  key: string;
  /** Method, path and body hashed: the same key with another request is refused. */
  request_hash: string;
  /** Null while the first request runs. */
  status_code: number | null;
  response: StoredAnswer | null;
  /** When the current attempt started: its lease, and the 24-hour expiry, count from here. */
  created_at: Generated<Date>;
}
