import type { Generated } from 'kysely';

export type AccountTokenKind =
  'activation' | 'password_reset' | 'mail_change' | 'unsubscribe' | 'reactivation' | 'login' | 'export';

export interface AccountTokensTable {
  /** SHA-256 of the token, hex. */
  token_hash: string;
  user_id: number;
  kind: AccountTokenKind;
  /** mail_change: the address the member confirms. */
  new_email: string | null;
  /** null: never expires (unsubscribe). */
  expires_at: Date | null;
  used_at: Date | null;
  /** login: the same-site path the link leads to. */
  target: string | null;
  /** reactivation: the member's status before the deletion. */
  previous_status: string | null;
  created_at: Generated<Date>;
}
