import type { Generated } from 'kysely';

/** A member's report of a profile (migration 0009), for the operators to handle. */
export interface ReportsTable {
  id: Generated<number>;
  reference: string;
  reporter_user_id: number;
  reported_profile_id: number;
  reason: string;
  text: string;
  created_at: Generated<Date>;
  handled_at: Date | null;
}
