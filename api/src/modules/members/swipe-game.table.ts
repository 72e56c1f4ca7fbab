import type { Generated } from 'kysely';

/** A profile a member passed in the swipe game (migration 0010): never suggested to the member again. */
export interface SwipePassesTable {
  passer_profile_id: number;
  passed_profile_id: number;
  created_at: Generated<Date>;
}
