import { sql, type Insertable } from 'kysely';
import type { Db } from '../../db/database';
import type { ProfilesTable } from './profile.table';
import type { TrackingRecordsTable } from './signup.table';

/**
 * Uses an invitation code once when it is valid (known on the site, not expired, uses < max_uses):
 * one conditional update, so two sign-ups cannot both take the last use. Answers its id, or null.
 */
export async function useInvitationCode(db: Db, siteId: number, code: string, now: Date): Promise<number | null> {
  const row = await db
    .updateTable('invitation_codes')
    .set({ uses: sql<number>`uses + 1` })
    .where('site_id', '=', siteId)
    .where('code', '=', code)
    .where((eb) => eb('uses', '<', eb.ref('max_uses')))
    .where((eb) => eb.or([eb('expires_at', 'is', null), eb('expires_at', '>', now)]))
    .returning('id')
    .executeTakeFirst();
  return row?.id ?? null;
}

/** The profile details a member fills in after sign-up (location, looks, about me): none yet. */
export const NO_PROFILE_DETAILS = {
  region_id: null,
  city: null,
  latitude: null,
  longitude: null,
  hair_colour: null,
  eye_colour: null,
  body_type: null,
  relationship_status: null,
  tattoos: null,
  about_me: null,
  signup_message: null,
} as const satisfies Partial<Insertable<ProfilesTable>>;

export function insertProfile(db: Db, profile: Insertable<ProfilesTable>) {
  return db.insertInto('profiles').values(profile).execute();
}

export function insertTrackingRecord(db: Db, record: Insertable<TrackingRecordsTable>) {
  return db.insertInto('tracking_records').values(record).execute();
}
