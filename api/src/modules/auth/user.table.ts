import type { MailDisabledReason } from '@app/shared/contract';
import type { Generated, Selectable } from 'kysely';

export type { MailDisabledReason };
export type UserStatus = 'not_confirmed' | 'confirmed' | 'deleted';

export interface UsersTable {
  id: Generated<number>;
  site_id: number;
  email: string;
  email_normalized: string;
  password_hash: string | null;
  status: UserStatus;
  language: string;
  signup_date: Generated<Date>;
  paid_user: Generated<boolean>;
  notifications_disabled: Generated<string[]>;
  mail_disabled_reason: MailDisabledReason | null;
  fictional: Generated<boolean>;
  fictional_icon: string | null;
  traffic_source: string | null;
  invitation_code_id: number | null;
  deleted_at: Date | null;
  reactivate_until: Date | null;
  last_seen_at: Date | null;
  last_hidden_at: Date | null;
  created_at: Generated<Date>;
}
export type UserRow = Selectable<UsersTable>;

export interface SessionsTable {
  token_hash: string;
  user_id: number;
  client_type: Generated<string>;
  created_at: Generated<Date>;
  last_used_at: Generated<Date>;
  expires_at: Date;
}

export interface LoginAttemptsTable {
  id: Generated<number>;
  site_id: number;
  email_normalized: string;
  ip: string;
  succeeded: boolean;
  created_at: Generated<Date>;
}
