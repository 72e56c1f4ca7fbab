import type { Generated } from 'kysely';

/** A mail or SMS the site sent (or will send): the outbox of the embedded mode and the record in production. */
export interface OutboxTable {
  id: Generated<number>;
  site_id: number | null;
  user_id: number | null;
  recipient: string;
  kind: string;
  language: string;
  subject: string | null;
  text_body: string;
  html_body: string | null;
  created_at: Generated<Date>;
  sent_at: Date | null;
  error: string | null;
}
