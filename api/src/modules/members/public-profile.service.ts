import { ageOn, type Profile } from '@app/shared/contract';
import type { Db } from '../../db/database';
import { mainImage } from '../media';
import { findProfilesByIds, type PublicProfileRow } from './public-profile.repository';

export function toPublicProfile(row: PublicProfileRow): Profile {
  return {
    id: row.id,
    name: row.name,
    main_image: mainImage(row.main_photo),
    country: row.country,
    age: ageOn(row.birth_date),
    gender: row.gender,
    sexuality: row.sexuality,
    status: row.status,
    interests: row.interests,
    hair_colour: row.hair_colour,
    eye_colour: row.eye_colour,
    body_type: row.body_type,
    relationship_status: row.relationship_status,
    tattoos: row.tattoos,
    fictional: row.fictional,
  };
}

/** Other members' profiles by id, as a map. */
export async function publicProfiles(db: Db, ids: number[]): Promise<Map<number, Profile>> {
  const rows = await findProfilesByIds(db, [...new Set(ids)]);
  return new Map(rows.map((row) => [row.id, toPublicProfile(row)]));
}
