import type { Generated } from 'kysely';

export interface ProfilesTable {
  id: Generated<number>;
  user_id: number;
  site_id: number;
  name: string;
  /** ISO date (YYYY-MM-DD). */
  birth_date: string;
  gender: 'male' | 'female';
  sexuality: 'hetero' | 'gay' | 'lesbian' | 'bi';
  country: string;
  region_id: number | null;
  city: string | null;
  latitude: number | null;
  longitude: number | null;
  hair_colour: string | null;
  eye_colour: string | null;
  body_type: string | null;
  relationship_status: string | null;
  tattoos: string | null;
  about_me: string | null;
  signup_message: string | null;
  status: Generated<'active' | 'disabled' | 'hidden'>;
  created_at: Generated<Date>;
}

export interface ProfileInterestsTable {
  profile_id: number;
  interest_id: number;
}
