import type { Generated } from 'kysely';

export interface ComplaintsTable {
  id: Generated<number>;
  reference: string;
  site_id: number;
  name: string;
  email: string;
  subject: string;
  message: string;
  language: string;
  created_at: Generated<Date>;
  mailed_at: Date | null;
}
