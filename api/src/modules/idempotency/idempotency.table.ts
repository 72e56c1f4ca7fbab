import type { Generated } from 'kysely';

/** The first answer to a request with an Idempotency-Key, replayed for every repeat of it. */
export interface IdempotencyKeysTable {
  /** Whose key: a user id, or a session-less scope such as the client address. */
  scope: string;
  key: string;
  /** Method, path and body hashed: the same key with another request is refused. */
  request_hash: string;
  status_code: number | null;
  response: unknown;
  created_at: Generated<Date>;
}
