import type { Generated, Selectable } from 'kysely';

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
export type ProfileRow = Selectable<ProfilesTable>;

export interface RegionsTable {
  id: Generated<number>;
  country: string;
  code: string;
  names: Record<string, string>;
  latitude: number | null;
  longitude: number | null;
}

export interface InterestsTable {
  id: Generated<number>;
  key: string;
  names: Record<string, string>;
}

export interface ProfileInterestsTable {
  profile_id: number;
  interest_id: number;
}

export interface PhotosTable {
  id: Generated<number>;
  profile_id: number;
  filename: string;
  thumb_filename: string;
  is_private: Generated<boolean>;
  is_main: Generated<boolean>;
  width: number;
  height: number;
  created_at: Generated<Date>;
}

export interface LikesTable {
  liker_profile_id: number;
  liked_profile_id: number;
  like_new: Generated<boolean>;
  source: Generated<'like' | 'swipe' | 'auto'>;
  created_at: Generated<Date>;
}

export interface BlocksTable {
  blocker_user_id: number;
  blocked_profile_id: number;
  created_at: Generated<Date>;
}
