import type { Generated } from 'kysely';

export interface InvitationCodesTable {
  id: Generated<number>;
  site_id: number;
  code: string;
  max_uses: Generated<number>;
  uses: Generated<number>;
  expires_at: Date | null;
  created_at: Generated<Date>;
}

export interface TrackingRecordsTable {
  id: Generated<number>;
  site_id: number;
  user_id: number | null;
  network: string | null;
  ref: string | null;
  sub1: string | null;
  sub2: string | null;
  sub3: string | null;
  landing_path: string | null;
  created_at: Generated<Date>;
}
