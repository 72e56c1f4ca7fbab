import type { Generated } from 'kysely';

/** A key pair the server made itself (`vapid`: web push), base64url. */
export interface ServerKeysTable {
  name: string;
  public_key: string;
  private_key: string;
  created_at: Generated<Date>;
}
